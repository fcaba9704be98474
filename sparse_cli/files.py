"""Atomic file writes shared by every artifact the tool leaves on disk."""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@contextmanager
def staged_file(path: Path, mode: str = "w"):
    """Yield a handle to a temporary file beside ``path``; on success it replaces ``path``
    (with the permissions a plain ``open`` would give), on failure it disappears."""
    fd, staged = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    try:
        with os.fdopen(fd, mode, **({"encoding": "utf-8"} if "b" not in mode else {})) as handle:
            yield handle
        os.chmod(staged, 0o666 & ~_umask())
        os.replace(staged, path)
    finally:
        Path(staged).unlink(missing_ok=True)


@contextmanager
def staged_directory(path: Path):
    """Yield a temporary directory beside ``path``; on success it is renamed to ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staged = Path(tempfile.mkdtemp(dir=path.parent, prefix=f".{path.name}-"))
    try:
        yield staged
        os.chmod(staged, 0o777 & ~_umask())
        staged.rename(path)
    finally:
        if staged.exists():
            for child in staged.iterdir():
                child.unlink()
            staged.rmdir()
