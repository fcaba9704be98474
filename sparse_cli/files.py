"""Atomic, confined file writes shared by every artifact the tool leaves on disk.

Staging entries are named ``.<name>.tmp-<pid>-<random>`` beside their target, so an entry
left by a killed process is recognised (its pid is gone) and removed by the next writer.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: Where the plan and schedule caches live, instead of ``$XDG_CACHE_HOME/sparse-cli``.
CACHE_DIR_ENV = "SPARSE_CLI_CACHE_DIR"


def user_directory(variable: str, fallback: str) -> Path:
    """An XDG base directory: the variable when it holds an absolute path (the specification
    ignores an empty or relative one), else ``~/fallback``."""
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else Path.home() / fallback


def cache_directory() -> Path:
    """sparse-cli's cache: ``$SPARSE_CLI_CACHE_DIR`` (a leading ``~`` expanded: quoted, the
    shell leaves it), else ``$XDG_CACHE_HOME/sparse-cli``."""
    value = os.environ.get(CACHE_DIR_ENV, "")
    return Path(value).expanduser() if value else user_directory("XDG_CACHE_HOME", ".cache") / "sparse-cli"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a pid past the system's range, which only a hostile or
    foreign entry names, runs nowhere)."""
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except PermissionError:
        return True
    return True


def _staging_prefix(path: Path) -> str:
    return f".{path.name}.tmp-{os.getpid()}-"


def remove_stale_staging(path: Path) -> None:
    """Remove staging entries for ``path`` that processes no longer running left behind."""
    pattern = re.compile(rf"^\.{re.escape(path.name)}\.tmp-(\d+)-")
    try:
        siblings = list(path.parent.iterdir())
    except OSError:
        return
    for entry in siblings:
        match = pattern.match(entry.name)
        if match and not _alive(int(match.group(1))):
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)


def resolved(path: Path) -> Path:
    """``path`` absolute, symlinks followed; a ValueError saying why for a path written in a
    file (a NUL byte, a symlink loop) where pathlib would raise its own ValueError or
    RuntimeError without naming the path."""
    if "\0" in str(path):
        raise ValueError(f"{str(path)!r} holds a NUL byte, which no file name can")
    try:
        return path.resolve()
    except RuntimeError:  # a symlink loop (Python < 3.13 raises this; later ones OSError ELOOP)
        raise ValueError(f"{path}: a symlink loop") from None
    except OSError as error:
        raise ValueError(f"{path}: cannot be followed ({error.strerror or error})") from None


def confined(directory: Path, name: str) -> Path:
    """``directory / name``, refusing a name that is not a plain file name inside it."""
    target = directory / name
    if name in ("", ".", "..") or "/" in name or "\\" in name or "\0" in name or resolved(target).parent != resolved(directory):
        raise ValueError(f"{name!r} is not a file name inside {directory}")
    return target


def not_a_directory(path: Path) -> str | None:
    """Why files must not be written through ``path`` (a symlink, never followed: it may lead
    anywhere; or something other than a directory), or None when it is a directory or absent."""
    if path.is_symlink():
        return "is a symlink (links are not followed)"
    if path.exists() and not path.is_dir():
        return "exists and is not a directory"
    return None


def not_a_file(path: Path) -> str | None:
    """Why a file must not be written at ``path`` (a symlink, never followed, or something
    other than a regular file is there), or None when it is a regular file or absent."""
    if path.is_symlink():
        return "is a symlink (links are not followed)"
    if os.path.lexists(path) and not path.is_file():
        return "is there and is not a file"
    return None


def small_json(path: Path, limit: int) -> Any:
    """The JSON document of a regular file of at most ``limit`` bytes; None when ``path`` is not
    one (absent, a directory, too large, unreadable, not JSON): what tells a file this project
    wrote from one a user had there."""
    try:
        if not path.is_file() or path.stat().st_size > limit:
            return None
        return json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None


@contextmanager
def exclusive(directory: Path, follow: bool = False):
    """Hold an OS lock on ``directory`` (created if absent) while the body runs, so writers
    that read, change and write files there take turns instead of losing each other's changes.
    The lock is ``flock`` on the directory itself: no lock file is left behind, and a killed
    holder releases it. ``follow``: ``directory`` may be a link to the directory locked."""
    directory.mkdir(parents=True, exist_ok=True)
    with _flocked(directory, fcntl.LOCK_EX, follow):
        yield


def shared(directory: Path, follow: bool = False):
    """A reader's lock on an existing ``directory``: readers hold it together, and wait for an
    ``exclusive`` writer to finish rather than see its files half-replaced."""
    return _flocked(directory, fcntl.LOCK_SH, follow)


@contextmanager
def _flocked(directory: Path, operation: int, follow: bool):
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | (0 if follow else os.O_NOFOLLOW))
    try:
        fcntl.flock(fd, operation)
        yield
    finally:
        os.close(fd)  # releases the lock


@contextmanager
def staged_file(path: Path, mode: str = "w"):
    """Yield a handle to a temporary file beside ``path``; on success it replaces ``path``
    (keeping the permissions of the regular file it replaces, else those a plain ``open``
    would give; a link at ``path`` is replaced, never followed), on failure it disappears."""
    remove_stale_staging(path)
    fd, staged = tempfile.mkstemp(dir=path.parent, prefix=_staging_prefix(path))
    try:
        with os.fdopen(fd, mode, **({"encoding": "utf-8"} if "b" not in mode else {})) as handle:
            yield handle
        try:
            before = os.lstat(path)
        except OSError:
            before = None
        kept = before is not None and stat.S_ISREG(before.st_mode)
        os.chmod(staged, stat.S_IMODE(before.st_mode) if kept else 0o666 & ~_umask())
        os.replace(staged, path)
    finally:
        Path(staged).unlink(missing_ok=True)


@contextmanager
def staged_directory(path: Path):
    """Yield a temporary directory beside ``path``; on success it is renamed to ``path``.

    Raises ``FileExistsError`` when ``path`` appeared meanwhile (another writer won the race);
    the staged copy is removed either way."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_staging(path)
    staged = Path(tempfile.mkdtemp(dir=path.parent, prefix=_staging_prefix(path)))
    try:
        yield staged
        os.chmod(staged, 0o777 & ~_umask())
        try:
            staged.rename(path)
        except OSError as error:
            if path.exists() or path.is_symlink():
                raise FileExistsError(f"{path} appeared while it was being written") from error
            raise
    finally:
        if staged.exists():
            shutil.rmtree(staged, ignore_errors=True)


def replace_directory(path: Path, write) -> None:
    """Build a directory with ``write(staging_dir)`` and put it at ``path``, replacing whatever
    is there — a directory, a file or a symlink (never followed) — without exposing a
    half-written directory."""
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.is_dir():
        shutil.rmtree(path)
    try:
        with staged_directory(path) as staging:
            write(staging)
    except FileExistsError:
        pass  # a concurrent writer put its (equally valid) copy there first
