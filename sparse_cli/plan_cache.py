"""The plan cache: verified plan directories keyed by contract, SMEM budget and sparse-cli
version, so ``plan`` and ``classify`` of an unchanged contract skip the planner."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from sparse_cli.artifacts import MANIFEST, WORKLISTS, ArtifactError, load_plan, write_plan_into
from sparse_cli.contract import MaskContract
from sparse_cli.files import not_a_directory, replace_directory
from sparse_cli.planner.plan import Plan, smem_budget_bytes
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.versions import package_versions


class PlanCache:
    """Verified plans keyed by contract cache key, SMEM budget and sparse-cli version."""

    def __init__(self, root: str | Path | None = None):
        default = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sparse-cli"
        self.root = Path(root or os.environ.get("SPARSE_CLI_CACHE_DIR") or default) / "plans"

    def path(self, cache_key: str, smem_budget: int) -> Path:
        return self.root / (package_versions(["sparse_cli"])["sparse_cli"] or "source") / f"{cache_key}-smem{smem_budget}"

    def get(self, cache_key: str, smem_budget: int) -> Plan | None:
        """A cached plan, or None when the slot is absent, odd (a file, a symlink, links inside)
        or fails verification — a cache problem costs a replan, never the command."""
        path = self.path(cache_key, smem_budget)
        if not path.is_dir() or not_a_directory(path) or any((path / name).is_symlink() for name in (MANIFEST, WORKLISTS)):
            return None
        try:
            return load_plan(path)
        except ArtifactError:
            return None

    def put(self, plan: Plan) -> None:
        """Store a plan, replacing whatever occupies its slot (links are replaced, not followed)."""
        path = self.path(plan.contract.cache_key(), plan.smem_budget)
        path.parent.mkdir(parents=True, exist_ok=True)
        replace_directory(path, lambda staging: write_plan_into(staging, plan, {}, None))


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
