"""Static planning: contract -> tiles -> worklists -> budget (numpy only, no jax)."""

from sparse_cli.planner.plan import Plan, plan
from sparse_cli.planner.worklists import Worklists

__all__ = ["Plan", "Worklists", "plan"]
