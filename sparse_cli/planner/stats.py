"""What a plan holds, as figures: per head, per pass and in all (pure data of the plan)."""

from __future__ import annotations

from pydantic import BaseModel


class HeadStats(BaseModel):
    head: int
    mask: int  # index of the head's distinct mask
    description: str
    empty: int
    partial: int
    full: int
    block_density: float  # non-empty tiles / all tiles
    token_density: float  # attended token pairs / (q_len * kv_len)


class PassStats(BaseModel):
    """One kernel pass: its blocks, block grid over the padded lengths, the steps per row of
    its worklists and its work over all query heads (what a program makes of it:
    ``report.ProgramReport``)."""

    block_q: int
    block_kv: int
    q_blocks: int
    kv_blocks: int
    grid_width: int  # steps per row of the worklists (rows: q blocks; kv blocks for dkv)
    visited_tiles: int
    partial_tiles: int
    empty_rows: int  # rows of all query heads that visit nothing (they still write zeros)


class PlanStats(BaseModel):
    """What a plan holds, whichever backend runs it: geometry, tiles, densities, worklist bytes."""

    num_q_blocks: int  # the forward pass's grid (``passes`` has every pass's)
    num_kv_blocks: int
    passes: dict[str, PassStats]  # "fwd", "dq", "dkv"
    distinct_masks: int
    stored_partial_blocks: int
    block_density: float
    token_density: float
    metadata_bytes: int
    heads: list[HeadStats]
