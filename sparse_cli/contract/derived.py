"""What is derived from a validated contract: the head-free mask each query head uses, the
token rule the kernels may evaluate instead of stored blocks, its explicit mask files, and the
contract scaled down (``verify --scale-down``)."""

from __future__ import annotations

import math

from sparse_cli.contract.blocks import Blocks
from sparse_cli.contract.loading import parse_contract
from sparse_cli.contract.mask_contract import MaskContract
from sparse_cli.contract.runtime_layers import Clustered, Documents, static_mask_of
from sparse_cli.masks.base import MaskKind, scaled_length, walk
from sparse_cli.masks.explicit import SEMANTICS, Explicit
from sparse_cli.masks.registry import Mask


def explicit_masks(mask: MaskKind) -> list[Explicit]:
    """The explicit (file) masks in a mask tree, each distinct file content once."""
    found = {node.sha256: node for _, node in walk(mask) if isinstance(node, Explicit)}
    return list(found.values())


def head_masks(contract: MaskContract) -> list[MaskKind]:
    """The head-free mask tree of each query head: ``per_head`` resolved, parameters clamped to
    ``q_len + kv_len`` (which changes no pair and bounds all position arithmetic)."""
    limit = contract.shape.q_len + contract.shape.kv_len
    return [contract.static_mask.resolve(head).clamped(limit) for head in range(contract.shape.num_heads)]


def distinct_head_masks(contract: MaskContract) -> tuple[list[MaskKind], list[int]]:
    """The distinct head-free masks of a contract and, per query head, which one it uses."""
    return _distinct(head_masks(contract))


def _distinct(per_head: list[MaskKind]) -> tuple[list[MaskKind], list[int]]:
    masks: list[MaskKind] = []
    index: dict[str, int] = {}
    uses = []
    for mask in per_head:
        key = mask.model_dump_json(context={SEMANTICS: True})
        if key not in index:
            index[key] = len(masks)
            masks.append(mask)
        uses.append(index[key])
    return masks, uses


def token_rules(contract: MaskContract) -> tuple[list[MaskKind], list[int]] | None:
    """The distinct masks the query heads' partial tiles are computed by, and which one each
    head uses, when every head's mask has a closed form (no ``explicit`` node): the kernels then
    evaluate the tile's head's mask on the token positions of a partial tile (iota arithmetic)
    instead of loading a stored partial block. Each is the cheapest mask equal to the head's on
    the tiles the kernels visit (``MaskKind.on_visited_tiles``: chunks of whole tiles are
    causal there). None for masks given as data."""
    per_head = head_masks(contract)
    if any(explicit_masks(mask) for mask in per_head):
        return None
    units = contract.blocks.units()
    return _distinct([mask.on_visited_tiles(units) for mask in per_head])


def scaled_down(contract: MaskContract, factor: float, heads: list[int], kv_heads: int, blocks: Blocks) -> MaskContract:
    """The contract's pattern ``factor`` times smaller: lengths, offsets, windows, chunks and
    prefixes divided by one factor (rounded; windows and chunks at least 1), only the query
    ``heads`` listed (original indices, each with its own mask) over ``kv_heads`` kv heads, and
    the given kernel blocks. Choosing heads and blocks that keep the structure is the caller's
    job (``planner.scale``)."""
    unit = math.lcm(*blocks.units())

    def shrink(node: Mask | Documents | Clustered) -> Mask | Documents | Clustered:
        if isinstance(node, Documents):  # a stated width bound does not scale: use the derived one
            return node if factor == 1 else Documents(mask=node.mask.scaled(factor, heads))
        if isinstance(node, Clustered):  # route blocks shrink with the length, in whole kernel blocks
            return node.model_copy(update={"route_block": max(unit, round(node.route_block / factor / unit) * unit)})
        return node.scaled(factor, heads)

    shape = contract.shape
    q_len, kv_len = scaled_length(shape.q_len, factor, 1), scaled_length(shape.kv_len, factor, 1)
    document = contract.model_dump(mode="json")
    document["name"] = f"{contract.name[:100]}.scaled-{max(q_len, kv_len)}"
    document["shape"].update(q_len=q_len, kv_len=kv_len, num_heads=len(heads), num_kv_heads=kv_heads)
    document["blocks"] = blocks.model_dump()
    mask = shrink(contract.mask)
    document["mask"] = mask.model_dump(mode="json")
    tables = {node.sha256: node.table for node in explicit_masks(static_mask_of(mask))}  # derived masks live in memory only
    return parse_contract(document, f"{contract.name} scaled down by {factor:g}", tables=tables)


def with_blocks(contract: MaskContract, blocks: dict) -> MaskContract:
    """``contract`` at other block sizes (``blocks``: the contract's ``blocks`` fields), checked
    as any contract is (``ContractError`` when it cannot take them)."""
    tables = {node.sha256: node.table for node in explicit_masks(contract.static_mask)}
    document = contract.model_dump(mode="json") | {"blocks": blocks}
    return parse_contract(document, f"{contract.name} at blocks {blocks}", tables=tables)
