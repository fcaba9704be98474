"""What a check executes when it cannot afford the real contract whole.

``verify --scale-down`` and ``run --scale-down`` execute a smaller contract with the same
structure, so it must keep what could hide a bug: a head of every distinct head mask (heads
keep their original index in reports), at least two kv heads when the contract has two or
more (the GQA index maps), and every tile class (empty, partial, full) the real plan has —
each is its own kernel path (skipped, masked, unmasked); blocks shrink with the lengths until
they reappear. When that is impossible the request is refused (``StructureLost``) rather than
verifying something else; a window, chunk or prefix the scale collapses to a token is refused
too, and one it turns into another rule (measured in blocks: a one-block window of 128 tokens
at 1/64 is 2 tokens of a 128-token block) is named loudly.

``verify --slice`` keeps the real contract — its block sizes, windows and lengths — and the
same heads, and checks a slice of its queries: the q units (``Blocks.units``) whose rows
cover every distinct row of tiles of every head mask (first, last, a window's edges, chunk and
prefix boundaries), computed against all keys.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from sparse_cli.contract import PASSES, Blocks, ContractError, MaskContract, distinct_head_masks, scaled_down
from sparse_cli.masks import BlockClass
from sparse_cli.masks.base import walk
from sparse_cli.planner.plan import Plan, plan
from sparse_cli.planner.worklists import tiles_of

#: The smallest kernel block a contract may have (blocks are multiples of 8).
MIN_BLOCK = 8
#: Most q units a slice checks (each distinct row of tiles first, then the last).
MAX_SLICE_UNITS = 8
#: A scaled token parameter this far from the real one divided by the factor is another rule.
RULE_DISTORTION = 0.25


class StructureLost(ContractError):
    """No smaller contract keeps the real one's structure (exit code 2)."""


@dataclass(frozen=True)
class ScaledContract:
    """The plan to execute and, per query head of it, the real contract's head index."""

    plan: Plan
    heads: tuple[int, ...]
    factor: float
    q_units: tuple[int, ...] | None = None  # a slice: the q units (of ``Blocks.units``) checked
    rule_changes: tuple[str, ...] = ()  # masks the scale distorted (kept, but named loudly)

    @property
    def contract(self) -> MaskContract:
        return self.plan.contract

    @property
    def scaled(self) -> bool:
        return self.factor > 1

    def q_ranges(self) -> list[tuple[int, int]]:
        """The checked query tokens as ``[start, end)`` ranges (all of them without a slice)."""
        length = self.contract.shape.q_len
        if self.q_units is None:
            return [(0, length)]
        unit = self.contract.blocks.units()[0]
        return [(u * unit, min(length, (u + 1) * unit)) for u in self.q_units]


def tile_classes(p: Plan) -> set[str]:
    """The tile classes present in a plan (each selects its own kernel path: skip, masked, unmasked)."""
    return {name for name in ("empty", "partial", "full") if any(getattr(h, name) for h in p.stats.heads)}


def choose_heads(head_masks: list[int], kv_heads: int) -> tuple[list[int], int]:
    """Query heads (original indices, sorted) covering every distinct mask, taken from whole kv
    groups so each kept head keeps its own kv head: at least two groups when there are two,
    and two heads per group when groups have two or more (both GQA paths run). Returns the
    heads and the number of kv groups kept."""
    num_heads = len(head_masks)
    group = num_heads // kv_heads
    members = [list(range(g * group, (g + 1) * group)) for g in range(kv_heads)]
    want_groups = min(2, kv_heads)
    for per_group in range(min(2, group), group + 1):
        uncovered, chosen = set(head_masks), dict[int, list[int]]()
        while uncovered or len(chosen) < want_groups:
            candidates = [g for g in range(kv_heads) if g not in chosen]
            if not candidates:
                break
            best = max(candidates, key=lambda g: (len({head_masks[h] for h in members[g]} & uncovered), -g))
            picked: list[int] = []
            for h in members[best]:  # heads with masks still uncovered first, one per mask
                if len(picked) < per_group and head_masks[h] in uncovered:
                    picked.append(h)
                    uncovered.discard(head_masks[h])
            picked += [h for h in members[best] if h not in picked][: per_group - len(picked)]
            chosen[best] = sorted(picked)
        if not uncovered:
            return sorted(h for heads in chosen.values() for h in heads), len(chosen)
    raise AssertionError("keeping every head always covers every mask")  # per_group == group keeps all


def _scaled_blocks(blocks: Blocks, block_q: int, block_kv: int, fit) -> Blocks:
    """The forward's blocks shrunk to ``block_q`` x ``block_kv``, and each pass with sizes of
    its own shrunk in the same proportion and then fitted like the forward's (``fit(size,
    axis)``), so the scaled program keeps its per-pass geometry."""
    ratios = (block_q / blocks.block_q, block_kv / blocks.block_kv)
    sizes = {"block_q": block_q, "block_kv": block_kv}
    for name in PASSES[1:]:
        for axis, (field, size, ratio) in enumerate(zip(blocks.fields_of(name), blocks.of(name), ratios)):
            if getattr(blocks, field) is not None:
                sizes[field] = min(size, fit(max(8, round(size * ratio)), axis))
    return Blocks(**sizes)


def structure_preserving(real: Plan, length: int, min_block: int = MIN_BLOCK) -> ScaledContract:
    """The real plan's contract at about ``length`` tokens with its structure kept (see the
    module doc), planned; ``min_block`` is the smallest block the backend to be checked accepts."""
    contract = real.contract
    factor = max(contract.shape.q_len, contract.shape.kv_len) / length
    if factor <= 1:
        return ScaledContract(real, tuple(range(contract.shape.num_heads)), 1.0)
    heads, kv_heads = choose_heads(list(real.head_masks), contract.shape.kv_heads)
    wanted = tile_classes(real)
    round8 = lambda n: max(MIN_BLOCK, -(-n // 8) * 8)
    # blocks shrink with the lengths, but never below what the backend takes (a short side pads)
    lengths = (contract.shape.q_len, contract.shape.kv_len)
    fit = lambda block, axis: max(min(min_block, block), min(block, round8(round(lengths[axis] / factor))))
    block_q, block_kv = fit(contract.blocks.block_q, 0), fit(contract.blocks.block_kv, 1)
    while True:
        blocks = _scaled_blocks(contract.blocks, block_q, block_kv, fit)
        small = plan(scaled_down(contract, factor, heads, kv_heads, blocks), smem_budget=real.smem_budget)
        missing = wanted - tile_classes(small)
        if not missing:
            changes = rule_changes(real, small, heads, factor)
            collapsed = [change for change, degenerate in changes if degenerate]
            if collapsed:
                raise StructureLost(f"{contract.name}: at {length} tokens {'; '.join(collapsed)}: another rule, not this contract's; "
                                    f"use a larger --scale-down length, or --slice (the real contract on a slice of its queries)")
            return ScaledContract(small, tuple(heads), factor, rule_changes=tuple(change for change, _ in changes))
        smaller = (max(min_block, block_q // 2 // 8 * 8), max(min_block, block_kv // 2 // 8 * 8))
        if smaller == (block_q, block_kv):
            raise StructureLost(
                f"{contract.name}: at {length} tokens no block size down to {min_block} keeps the real plan's "
                f"{', '.join(sorted(missing))} tiles; use a larger --scale-down length (the real contract has "
                f"{max(contract.shape.q_len, contract.shape.kv_len)} tokens)")
        block_q, block_kv = smaller



def sliced(real: Plan) -> ScaledContract:
    """The real contract at its real size with the heads a scale-down keeps (``choose_heads``),
    planned for the slice's q units only when its plan is static (a runtime plan is built per
    batch, for every row: the slice's rows are the ones compared)."""
    contract = real.contract
    heads, kv_heads = choose_heads(list(real.head_masks), contract.shape.kv_heads)
    units = slice_units(real)
    kept = scaled_down(contract, 1.0, heads, kv_heads, contract.blocks)
    planned = plan(kept, smem_budget=real.smem_budget, q_units=None if contract.runtime_kind else frozenset(units))
    return ScaledContract(planned, tuple(heads), 1.0, tuple(units))


def rule_changes(real: Plan, small: Plan, heads: list[int], factor: float) -> list[tuple[str, bool]]:
    """Each kept head's mask the scale turned into another rule: ``(what it became, whether it
    collapsed)``. A token parameter (window, chunk, prefix, side, offset) is measured in blocks
    (the forward's smaller side): one more than ``RULE_DISTORTION`` away from the real one's
    measure, or on the other side of one block (a one-block window that becomes a few tokens of
    a block), is another rule; one rounded down to a single token or none, collapsed."""
    real_masks, real_uses = distinct_head_masks(real.contract)
    small_masks, small_uses = distinct_head_masks(small.contract)
    real_block, small_block = min(real.contract.blocks.of("fwd")), min(small.contract.blocks.of("fwd"))
    changes = {}
    for index, head in enumerate(heads):
        before, after = real_masks[real_uses[head]], small_masks[small_uses[index]]
        for (_, old), (_, new) in zip(walk(before), walk(after)):
            for field, value in old.model_dump().items():
                for tokens, scaled, collapsed in _token_parameters(value, new.model_dump().get(field)):
                    measure, measured = tokens / real_block, scaled / small_block
                    if not (collapsed or (measure >= 1) != (measured >= 1) or abs(measured - measure) > RULE_DISTORTION * measure):
                        continue
                    changes[f"{before.describe()} becomes {after.describe()} (blocks {real.contract.blocks.describe()} become "
                            f"{small.contract.blocks.describe()})"] = collapsed
    return list(changes.items()) + _routing_changes(real.contract, small.contract)


def _routing_changes(real: MaskContract, small: MaskContract) -> list[tuple[str, bool]]:
    """Routed attention the scale turned into another routing: each query route block keeps the
    ``top_k`` best of the kv route blocks, so where the small contract has no more route blocks
    than that, routing keeps every one (causal attention, not this contract's: collapsed); a
    route block of another number of kernel blocks routes at another grain (another rule)."""
    if real.clustered is None or small.clustered is None:
        return []
    routes = lambda c: -(-c.shape.kv_len // c.clustered.route_block)
    grain = lambda c: c.clustered.route_block // c.blocks.block_kv
    became = (f"routing to the top {real.clustered.top_k} of {routes(real)} route blocks of {grain(real)} kv blocks becomes "
              f"the top {small.clustered.top_k} of {routes(small)} of {grain(small)}")
    if small.clustered.top_k >= routes(small) and real.clustered.top_k < routes(real):
        return [(became + " (every route block kept)", True)]
    return [(became, False)] if grain(small) != grain(real) else []


def _token_parameters(value, scaled) -> list[tuple[int, int, bool]]:
    """A mask field's token measures, real and scaled, with whether the scaled one collapsed: a
    token parameter's size (window, chunk, prefix, side, offset; collapsed at one token or none),
    or each span's width (``global_tokens`` spans, a ``range``'s sides; collapsed at none, a
    single token being a span still). Widths the scale kept exactly (one token stays one) are
    the same rule; other fields, none."""
    if isinstance(value, int) and not isinstance(value, bool) and isinstance(scaled, int) and value:
        return [(abs(value), abs(scaled), abs(scaled) <= 1 < abs(value))]
    def spans(field) -> list:
        if isinstance(field, list) and len(field) == 2 and all(isinstance(end, int) for end in field):
            return [field]  # a range's side
        return field if isinstance(field, list) and all(isinstance(span, list) for span in field) else []  # global tokens

    return [(stop - start, new_stop - new_start, new_stop == new_start)
            for (start, stop), (new_start, new_stop) in zip(spans(value), spans(scaled))
            if stop > start and new_stop - new_start != stop - start]


def slice_units(real: Plan) -> list[int]:
    """The q units (of ``Blocks.units``) whose forward rows cover every distinct row of tiles
    of every head mask: a row's tile classes along the keys, as runs (of at most two visited
    tiles: the kernels walk runs of consecutive blocks; skipped ones count once), so the first
    rows of a window, its steady rows and its last row differ, and a causal mask has four kinds
    of rows; each kind's first unit, then the last unit; at most ``MAX_SLICE_UNITS``."""
    contract = real.contract
    block_q, unit = contract.blocks.block_q, contract.blocks.units()[0]
    units = -(-contract.shape.q_len // unit)
    kv_blocks = contract.num_kv_blocks
    first_of: dict[tuple, int] = {}
    for tiles in tiles_of(real.fwd):
        classes = np.full((contract.num_q_blocks, kv_blocks), BlockClass.EMPTY, np.int8)
        classes[tiles.row, tiles.col] = tiles.cls
        for row, line in enumerate(classes):
            runs = tuple((int(cls), min(1 if cls == BlockClass.EMPTY else 2, len(list(group)))) for cls, group in itertools.groupby(line))
            first_of.setdefault(runs, row * block_q // unit)
    chosen = sorted(set(first_of.values()))[: MAX_SLICE_UNITS - 1]
    return sorted({*chosen, units - 1})
