"""How much memory planning one contract may take: the one limit that every input is priced
against before work starts (the planner's tiles and worklists, a mask file's tables, a plan
directory's arrays). It sits below the contract and the masks, which read it too."""

from __future__ import annotations

import os

#: Default peak planning memory: well above any plan that fits a TPU's SMEM (a 1M-token plan
#: of 8 distinct causal heads at 512-token blocks peaks near 1 GiB), well below a CI runner.
DEFAULT_MAX_PLAN_BYTES = 4 << 30
PLAN_LIMIT_ENV = "SPARSE_CLI_MAX_PLAN_BYTES"


def available_bytes() -> int | None:
    """Memory this process may still take: the machine's available memory (Linux's
    ``MemAvailable``) or what the process's address-space limit (``RLIMIT_AS``) leaves, the
    smaller; None where neither can be read. A limit the user raised is still bounded by it."""
    found = [kib * 1024 for kib in (_status_kib("/proc/meminfo", "MemAvailable:"),) if kib is not None]
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
        used = _status_kib("/proc/self/status", "VmSize:")
        if soft != resource.RLIM_INFINITY and used is not None:
            found.append(max(soft - used * 1024, 0))
    except (ImportError, OSError, ValueError):  # no resource module (Windows), or no limit to read
        pass
    return min(found) if found else None


def _status_kib(path: str, field: str) -> int | None:
    """A ``kB`` figure of a /proc status file (``MemAvailable:``, ``VmSize:``), or None."""
    try:
        with open(path, encoding="ascii") as status:
            line = next((line for line in status if line.startswith(field)), None)
        return int(line.split()[1]) if line is not None else None
    except (OSError, ValueError, IndexError):
        return None


def max_plan_bytes(override: int | None = None) -> int:
    """The planning memory limit: ``override``, else the environment, else the default
    (``ValueError`` naming the variable when it is not a positive number of bytes)."""
    if override is not None:
        return override
    text = os.environ.get(PLAN_LIMIT_ENV)
    if text is None:
        return DEFAULT_MAX_PLAN_BYTES
    if not (text.isascii() and text.isdigit()) or int(text) <= 0:  # str.isdigit also takes "١٢٣" and "²"
        raise ValueError(f"{PLAN_LIMIT_ENV}={text!r}: expected a positive number of bytes (ASCII digits)")
    return int(text)
