"""sparse-cli: plan, audit and run block-sparse attention on TPU."""

from importlib.metadata import PackageNotFoundError, version

from sparse_cli.contract import ContractError, MaskContract, load_contract
from sparse_cli.masks import BlockClass
from sparse_cli.planner import Plan, Worklists, plan

try:
    __version__ = version("sparse-cli")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

__all__ = ["BlockClass", "ContractError", "MaskContract", "Plan", "Worklists", "__version__", "load_contract", "plan"]
