"""sparse-cli: plan, audit and run block-sparse attention on TPU."""

import sys

from sparse_cli.artifacts import ArtifactError, load_plan, save_plan
from sparse_cli.backends.splash import splash_mask_info
from sparse_cli.contract import ContractError, MaskContract, load_contract
from sparse_cli.masks import BlockClass
from sparse_cli.planner.limits import DocumentOverflow, PlanTooLarge
from sparse_cli.planner.plan import Plan, plan
from sparse_cli.planner.worklists import Worklists
from sparse_cli.report import ProgramReport, program_report
from sparse_cli.versions import package_versions

#: The installed distribution's version ("0.0.0+source" in a source tree never installed).
__version__ = package_versions(["sparse_cli"])["sparse_cli"] or "0.0.0+source"


def __getattr__(name: str):
    """Execution names import jax; load them on first use so planning stays jax-free."""
    if name in ("Attention", "attention"):
        from sparse_cli.execution import api

        return getattr(api, name)
    if name == "SegmentIds":
        from sparse_cli.reference import SegmentIds

        return SegmentIds
    if name == "dot_product_attention":
        from sparse_cli.nn import dot_product_attention

        return dot_product_attention
    if name in ("serving", "splash", "nn", "torch"):  # subpackages (jax, or torch), loaded on first use
        import importlib

        return importlib.import_module(f"sparse_cli.{name}")
    raise AttributeError(f"module 'sparse_cli' has no attribute {name!r}")


__all__ = [
    "ArtifactError",
    "Attention",
    "BlockClass",
    "ContractError",
    "DocumentOverflow",
    "MaskContract",
    "Plan",
    "PlanTooLarge",
    "ProgramReport",
    "SegmentIds",
    "Worklists",
    "__version__",
    "attention",
    "dot_product_attention",
    "load_contract",
    "load_plan",
    "plan",
    "program_report",
    "save_plan",
    "splash_mask_info",
]

if "jax" in sys.modules:  # a JAX program: the serving kernel loads now, never inside a trace (see sparse_cli.serving)
    import sparse_cli.serving  # noqa: F401
