"""Scheduled times the TPU compiler gave a contract's programs, kept for the ``auto`` choice.

``compile --deviceless --schedule`` and ``tune`` read each program's final schedule
(``audit.cycles``); what they found is stored here per contract (its cache key: semantics,
blocks, target), backend, compiler versions and kernel sources, so later commands decide by it
without compiling. Never a measurement of a TPU: the compiler's static schedule.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from pydantic import BaseModel, ValidationError

from sparse_cli.contract import MaskContract
from sparse_cli.files import cache_directory, staged_file
from sparse_cli.versions import COMPILER_PACKAGES, package_versions


class Scheduled(BaseModel):
    """One backend's programs of a contract on its target: scheduled seconds at the chip's
    derived clock, forward and forward + backward (None: not compiled), each pass's kernel
    cycles, the HBM the larger program holds, or why the compiler refused it."""

    backend: str
    target: str
    fwd_seconds: float | None
    bwd_seconds: float | None  # the forward + VJP program
    pass_cycles: dict[str, float] = {}  # "fwd", "dq", "dkv": their kernels' scheduled cycles
    hbm_bytes: int | None = None  # argument + output + temp of the larger program
    failure: str | None = None  # the compiler's refusal (VMEM, alignment ...)
    versions: dict[str, str | None]

    @property
    def seconds(self) -> float | None:
        """What ``auto`` and ``tune`` compare: the forward + backward program, else the forward."""
        return self.bwd_seconds if self.bwd_seconds is not None else self.fwd_seconds


def kernel_sources() -> str:
    """A fingerprint of the backends' sources: a changed kernel makes old schedules stale."""
    digest = hashlib.sha256()
    for path in sorted((Path(__file__).parent.parent / "backends").rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class ScheduleCache:
    """Scheduled times by contract cache key, backend, compiler versions and kernel sources."""

    def __init__(self, root: str | Path | None = None):
        self.root = Path(root or cache_directory()) / "schedules"

    def path(self, contract: MaskContract, backend: str) -> Path:
        versions = package_versions(COMPILER_PACKAGES)
        slot = hashlib.sha256(json.dumps([contract.cache_key(), backend, versions, kernel_sources()]).encode()).hexdigest()[:32]
        return self.root / f"{slot}.json"

    def get(self, contract: MaskContract, backend: str) -> Scheduled | None:
        """The stored times, or None when absent or unreadable (a cache problem costs a
        measurement, never the command)."""
        path = self.path(contract, backend)
        try:
            if path.is_symlink() or not path.is_file():
                return None
            return Scheduled.model_validate_json(path.read_text())
        except (OSError, ValidationError, UnicodeDecodeError):
            return None

    def put(self, contract: MaskContract, scheduled: Scheduled) -> None:
        """Store (atomically); a cache that cannot be written is left as it is."""
        path = self.path(contract, scheduled.backend)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with staged_file(path) as handle:
                handle.write(scheduled.model_dump_json())
        except OSError:
            pass
