"""The plan cache: verified plan directories keyed by contract, SMEM budget and sparse-cli
version, so ``plan`` and ``classify`` of an unchanged contract skip the planner.

A cache directory may come from elsewhere (a CI cache a pull request wrote), and hashes alone
cannot tell a forged entry whose hashes were recomputed: each entry is sealed with an HMAC
under a key of this machine's kept outside the cache (``$XDG_CONFIG_HOME/sparse-cli``), so
an entry this installation did not write is a miss, never a plan."""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import hmac
import os
import secrets
import tempfile
from pathlib import Path

from sparse_cli.artifacts import MANIFEST, WORKLISTS, ArtifactError, load_plan, write_plan_into
from sparse_cli.contract import MaskContract
from sparse_cli.files import cache_directory, not_a_directory, replace_directory, user_directory
from sparse_cli.planner.plan import Plan, smem_budget_bytes
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.versions import package_versions

SEAL = "cache-seal"  # the HMAC-SHA256 of the entry's manifest, in hex: the manifest hashes every other file
KEY_BYTES = 32


class PlanCache:
    """Verified, sealed plans keyed by contract cache key, SMEM budget and sparse-cli version."""

    def __init__(self, root: str | Path | None = None, key_file: str | Path | None = None):
        self.root = Path(root or cache_directory()) / "plans"
        self.key_file = Path(key_file) if key_file else user_directory("XDG_CONFIG_HOME", ".config") / "sparse-cli" / "plan-cache.key"

    def path(self, cache_key: str, smem_budget: int) -> Path:
        return self.root / (package_versions(["sparse_cli"])["sparse_cli"] or "source") / f"{cache_key}-smem{smem_budget}"

    def get(self, cache_key: str, smem_budget: int) -> Plan | None:
        """A cached plan, or None when the slot is absent, odd (a file, a symlink, links inside),
        not sealed by this machine's key, or fails verification — a cache problem costs a
        replan, never the command."""
        path = self.path(cache_key, smem_budget)
        try:
            if (not path.is_dir() or not_a_directory(path) or any((path / name).is_symlink() for name in (MANIFEST, WORKLISTS, SEAL))
                    or not self._sealed(path)):
                return None
            return load_plan(path)
        except (ArtifactError, OSError):  # OSError: a path the system refuses (a name too long, no permission)
            return None

    def put(self, plan: Plan) -> None:
        """Store and seal a plan, replacing whatever occupies its slot (links are replaced, not
        followed). Raises OSError when the cache or the key cannot be written."""
        key = self._key()
        path = self.path(plan.contract.cache_key(), plan.smem_budget)
        path.parent.mkdir(parents=True, exist_ok=True)

        def write(staging: Path) -> None:
            write_plan_into(staging, plan, {}, None)
            (staging / SEAL).write_text(_seal(key, (staging / MANIFEST).read_bytes()))

        replace_directory(path, write)

    def _sealed(self, path: Path) -> bool:
        """Whether the entry's seal is the HMAC of its manifest under this machine's key (no key
        yet: nothing was sealed here)."""
        key = self._key(create=False)
        seal = path / SEAL
        if key is None or not seal.is_file() or seal.stat().st_size > 2 * hashlib.sha256().digest_size:
            return False
        return hmac.compare_digest(seal.read_bytes(), _seal(key, (path / MANIFEST).read_bytes()).encode())

    def _key(self, create: bool = True) -> bytes | None:
        """This machine's sealing key, made on first use (readable by its owner only); None when
        absent and not to be made. Raises OSError when it cannot be made, or is not a key."""
        try:
            key = self.key_file.read_bytes()
        except FileNotFoundError:
            if not create:
                return None
            key = _made_key(self.key_file)
        if len(key) != KEY_BYTES:
            raise OSError(f"{self.key_file} is not a plan-cache key ({KEY_BYTES} bytes); remove it")
        return key


def _seal(key: bytes, manifest: bytes) -> str:
    return hmac.new(key, manifest, hashlib.sha256).hexdigest()


def _made_key(path: Path) -> bytes:
    """A new random key at ``path``, whole or not at all: written beside it, then linked in
    place (a concurrent maker's key, if it won, is the one returned)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, staged = tempfile.mkstemp(dir=path.parent, prefix=".plan-cache.key.")  # mode 0600
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(secrets.token_bytes(KEY_BYTES))
        with contextlib.suppress(FileExistsError):
            os.link(staged, path)
    finally:
        os.unlink(staged)
    return path.read_bytes()


def cached_plan(contract: MaskContract, smem_budget: int | None, cache: PlanCache | None) -> tuple[Plan, str]:
    """Plan a contract through the cache; returns the plan and ``"hit"``, ``"miss"`` or ``"off"``.

    A cache that cannot be written (read-only home, full disk) costs a replan next time, never
    the command; the status says so."""
    budget = smem_budget_bytes(contract, smem_budget)
    if cache is None:
        return make_plan(contract, smem_budget=budget), "off"
    hit = cache.get(contract.cache_key(), budget)
    if hit is not None and hit.contract.cache_key() == contract.cache_key() and hit.smem_budget == budget:
        # the arrays are keyed by semantics; name and description are the requested contract's
        return dataclasses.replace(hit, contract=contract), "hit"
    fresh = make_plan(contract, smem_budget=budget)
    try:
        cache.put(fresh)
    except (OSError, ArtifactError) as error:
        return fresh, f"miss (not stored: {getattr(error, 'strerror', None) or error})"
    return fresh, "miss"
