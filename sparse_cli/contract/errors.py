"""How a contract that cannot be used is explained: ``ContractError``, and pydantic's validation
errors turned into one line per problem at the JSON path the user wrote."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from sparse_cli.contract.runtime_layers import RUNTIME_KINDS
from sparse_cli.masks.registry import TAGS


class ContractError(ValueError):
    """A contract document that cannot be used; the message names the file and the field."""


#: Mask kinds, as they appear in pydantic's error locations of the tagged unions.
_MASK_KINDS = {*TAGS, *RUNTIME_KINDS}


def _misplaced_kind(item: Mapping[str, Any], kinds: list[str]) -> str:
    """Why a mask kind is refused where it stands: unknown, or a runtime layer (``RUNTIME_KINDS``)
    nested inside ``kinds[-1]`` when it may only be the top-level mask."""
    kind = item.get("input", {}).get("kind") if isinstance(item.get("input"), dict) else None
    if kind not in RUNTIME_KINDS:
        return f"unknown mask kind {kind!r}; expected one of {item.get('ctx', {}).get('expected_tags', '')}"
    where = f"inside {kinds[-1]!r}" if kinds else "nested"
    fix = ("it applies the segment ids to a whole static mask: put that mask in its 'mask' field" if kind == "documents"
           else "routed attention is a contract's whole mask")
    return f"mask kind {kind!r} may only be the top-level mask (mask.kind), not {where}: {fix}"


def format_validation_error(error: ValidationError, source: str, what: str = "contract") -> str:
    """One line per distinct problem, located by the JSON path the user wrote (``mask.size``,
    not pydantic's ``mask.sliding_window.size``)."""
    problems: dict[tuple[str, str], list[str]] = {}  # (path with indices elided, message) -> paths
    for item in error.errors():
        loc = [part for part in item["loc"] if not (isinstance(part, str) and part in _MASK_KINDS)]
        where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in loc)
        where = where.lstrip(".") or "(document)"
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "extra_forbidden":
            message = f"unknown field (not part of the {what} format; check the spelling)"
        elif item["type"] == "union_tag_invalid":
            message = _misplaced_kind(item, [part for part in item["loc"] if isinstance(part, str) and part in _MASK_KINDS])
        elif item["type"] == "string_pattern_mismatch" and loc == ["name"]:
            message = "must be letters, digits, '.', '_' or '-' (at most 128, not starting with '.' or '-'): it names files"
        shape = re.sub(r"\[\d+\]", "[]", where)
        problems.setdefault((shape, message), []).append(where)
    lines = [f"{source}: invalid {what}"]
    for (_, message), paths in problems.items():
        more = f" (and {len(paths) - 1} more like it)" if len(paths) > 1 else ""
        lines.append(f"  {paths[0]}: {message}{more}")
    return "\n".join(lines)
