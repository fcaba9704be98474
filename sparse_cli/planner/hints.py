"""Advice on a contract's block sizes, computed by planning its own mask at other sizes."""

from __future__ import annotations

from dataclasses import dataclass

from sparse_cli.contract import ContractError, with_blocks
from sparse_cli.planner.plan import Plan, plan
from sparse_cli.targets import TPU_LANES

#: Tile density over token density from which blocks are too coarse for the mask (a narrow
#: band or scattered tokens drawn with wide blocks: most of each visited tile is masked out),
#: the ratio a suggested block size aims for, and the share of today's tile density it must
#: at least cut away to be worth suggesting (scattered tokens gain little from smaller blocks).
DENSITY_GAP, CLOSE_ENOUGH, MIN_GAIN = 4.0, 2.0, 0.25


@dataclass(frozen=True)
class BlockHint:
    """Smaller blocks for a contract, and what its plan at them visits."""

    blocks: dict[str, int]
    text: str


def smaller_blocks(real: Plan) -> BlockHint | None:
    """A hint when the plan's tiles are ``DENSITY_GAP`` times denser than its tokens or more:
    the largest lane-aligned blocks, halving down to ``TPU_LANES``, whose tiles come within
    ``CLOSE_ENOUGH`` of the tokens (else the smallest tried), with the tile density a plan at
    that size has; None when that cuts the tile density by less than ``MIN_GAIN``. Runtime contracts (documents,
    routing) are left alone: their static plan is a bound, not what a batch visits. Fewer tiles
    are not always less time (``report.hints.faster_blocks`` weighs that)."""
    c, s = real.contract, real.stats
    if c.runtime_kind is not None or s.block_density <= DENSITY_GAP * s.token_density:
        return None
    shrink = lambda size: max(TPU_LANES, size // 2 // TPU_LANES * TPU_LANES) if size > TPU_LANES else size  # never grows
    block_q, block_kv, found = c.blocks.block_q, c.blocks.block_kv, None
    while (shrink(block_q), shrink(block_kv)) != (block_q, block_kv):
        block_q, block_kv = shrink(block_q), shrink(block_kv)
        try:
            density = plan(with_blocks(c, {"block_q": block_q, "block_kv": block_kv})).stats.block_density
        except ContractError:  # a size the contract cannot take, or a plan over the limits
            break
        found = (block_q, block_kv, density)
        if density <= CLOSE_ENOUGH * s.token_density:
            break
    if found is None or found[2] > (1 - MIN_GAIN) * s.block_density:
        return None
    block_q, block_kv, density = found
    percent = lambda share: f"{100 * share:.3g}%"
    return BlockHint({"block_q": block_q, "block_kv": block_kv},
                     f"{c.name}: tiles ({percent(s.block_density)}) are {s.block_density / s.token_density:.0f}x denser than tokens "
                     f"({percent(s.token_density)}); blocks of {block_q}x{block_kv} would visit {percent(density)} of tiles")
