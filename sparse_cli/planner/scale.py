"""A smaller contract with the same structure, for checks that cannot afford the real size.

``verify --scale-down`` and ``run --scale-down`` execute this contract instead of the real one,
so it must keep what could hide a bug: a head of every distinct head mask (heads keep their
original index in reports), at least two kv heads when the contract has two or more (the GQA
index maps), and every tile class (empty, partial, full) the real plan has — each is its own
kernel path (skipped, masked, unmasked); blocks shrink with the lengths until they reappear.
When that is impossible the request is refused (``StructureLost``) rather than verifying
something else.
"""

from __future__ import annotations

from dataclasses import dataclass

from sparse_cli.contract import PASSES, Blocks, ContractError, MaskContract, scaled_down
from sparse_cli.planner.plan import Plan, plan

#: The smallest kernel block a contract may have (blocks are multiples of 8).
MIN_BLOCK = 8


class StructureLost(ContractError):
    """No smaller contract keeps the real one's structure (exit code 2)."""


@dataclass(frozen=True)
class ScaledContract:
    """The plan to execute and, per query head of it, the real contract's head index."""

    plan: Plan
    heads: tuple[int, ...]
    factor: float

    @property
    def contract(self) -> MaskContract:
        return self.plan.contract

    @property
    def scaled(self) -> bool:
        return self.factor > 1


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
            return ScaledContract(small, tuple(heads), factor)
        smaller = (max(min_block, block_q // 2 // 8 * 8), max(min_block, block_kv // 2 // 8 * 8))
        if smaller == (block_q, block_kv):
            raise StructureLost(
                f"{contract.name}: at {length} tokens no block size down to {min_block} keeps the real plan's "
                f"{', '.join(sorted(missing))} tiles; use a larger --scale-down length (the real contract has "
                f"{max(contract.shape.q_len, contract.shape.kv_len)} tokens)")
        block_q, block_kv = smaller

