"""The static planner's entry point: a contract in, a `Plan` (worklists + stats) out.

``plan`` is a pure function of the contract: it never touches the disk (caching is the
artifact layer's job) and never builds the dense ``q_len x kv_len`` mask.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from sparse_cli.backends import BackendRefused, backend_named, choose
from sparse_cli.contract import MaskContract, distinct_head_masks, load_contract
from sparse_cli.masks import BlockClass, MaskKind
from sparse_cli.planner.budget import HeadStats, PlanStats, flops, smem_budget_bytes, smem_verdict
from sparse_cli.planner.limits import check_estimate, check_grid, max_plan_bytes
from sparse_cli.planner.tiles import Geometry, PartialBlocks, Tiles, candidate_counts, plan_tiles
from sparse_cli.planner.worklists import Worklists, build_worklists, hold_previous, tiles_of


@dataclass(frozen=True)
class Plan:
    """Worklists for the forward/dq pass and the transposed dK/dV pass, plus their stats."""

    contract: MaskContract
    fwd: Worklists
    dkv: Worklists
    masks: tuple[MaskKind, ...]  # the distinct head masks
    head_masks: tuple[int, ...]  # distinct-mask index of each query head
    stats: PlanStats

    @property
    def shared_heads(self) -> bool:
        """True when every head uses one mask, so the step arrays have a single head row."""
        return len(self.masks) == 1

    @property
    def padded_lengths(self) -> tuple[int, int]:
        """q and kv lengths padded to whole blocks, as the kernels see them."""
        b = self.contract.blocks
        return self.stats.num_q_blocks * b.block_q, self.stats.num_kv_blocks * b.block_kv

    def to_splash_mask_info(self, fused_bwd: bool = False):
        """``(fwd, dq, dkv)`` MaskInfo for JAX's Splash kernel, without its mask processing.

        Splash's dK/dV arrays are laid out ``[H, steps, kv blocks]``, the transpose of ours.
        Like Splash, arrays are for the padded lengths (multiples of the block sizes). Splash's
        fused backward kernel (``BlockSizes(use_fused_bwd_kernel=True)``) writes each dq partial
        at its grid step, so step ``s`` must be q block ``s``: ``fused_bwd=True`` gives that
        unshrunk dK/dV layout (and no dq MaskInfo, which the fused kernel does not take).
        """
        from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask_info import MaskInfo

        def mask_info(wl: Worklists, transposed: bool) -> MaskInfo:
            def layout(array: np.ndarray) -> np.ndarray:
                return np.ascontiguousarray(array.swapaxes(1, 2)) if transposed else array

            has_partial = wl.partial_mask_blocks.shape[0] > 0
            return MaskInfo(
                data_next=layout(wl.data_next),
                mask_next=layout(wl.mask_next) if has_partial else None,
                block_mask=layout(wl.block_mask),
                partial_mask_blocks=wl.partial_mask_blocks if has_partial else None,
                q_sequence=None,
            )

        forward = mask_info(self.fwd, transposed=False)
        if fused_bwd:
            return forward, None, mask_info(self._unshrunk_dkv(), transposed=True)
        return forward, forward, mask_info(self.dkv, transposed=True)

    def _unshrunk_dkv(self) -> Worklists:
        """The dK/dV worklists with step ``s`` visiting q block ``s`` (``[H, nk, nq]``); empty
        steps hold the q block the pipeline last loaded for that kv block."""
        nq, nk = self.stats.num_q_blocks, self.stats.num_kv_blocks
        heads = self.fwd.block_mask.shape[0]
        classes = np.zeros((heads, nk, nq), np.int8)
        masks = np.zeros((heads, nk, nq), np.int64)
        for h, t in enumerate(tiles_of(self.fwd)):
            classes[h, t.col, t.row] = t.cls
            masks[h, t.col, t.row] = np.maximum(t.partial, 0)
        q_block = np.broadcast_to(np.arange(nq), classes.shape)
        data = hold_previous(q_block, classes != BlockClass.EMPTY, None)
        masks = hold_previous(masks, classes == BlockClass.PARTIAL, None)
        return Worklists(classes, data.astype(self.dkv.data_next.dtype), masks.astype(self.dkv.mask_next.dtype),
                         self.dkv.partial_mask_blocks)


@dataclass(frozen=True)
class _Worklisted:
    """What backend choice reads of a plan, before its stats exist."""

    contract: MaskContract
    fwd: Worklists


def _head_stats(contract: MaskContract, masks, head_masks, tiles: list[Tiles], popcounts: np.ndarray) -> list[HeadStats]:
    total_tiles = contract.num_q_blocks * contract.num_kv_blocks
    pairs = contract.shape.q_len * contract.shape.kv_len
    full_tile = contract.blocks.block_q * contract.blocks.block_kv
    per_mask = []
    for t in tiles:
        partial = int((t.cls == BlockClass.PARTIAL).sum())
        full = int(t.cls.size - partial)
        attended = full * full_tile + int(popcounts[t.partial[t.partial >= 0]].sum())
        per_mask.append((partial, full, attended))
    return [
        HeadStats(
            head=head,
            mask=mask_id,
            description=masks[mask_id].describe(),
            empty=total_tiles - per_mask[mask_id][0] - per_mask[mask_id][1],
            partial=per_mask[mask_id][0],
            full=per_mask[mask_id][1],
            block_density=(per_mask[mask_id][0] + per_mask[mask_id][1]) / total_tiles,
            token_density=per_mask[mask_id][2] / pairs,
        )
        for head, mask_id in enumerate(head_masks)
    ]


def plan(contract: MaskContract | dict[str, Any], *, smem_budget: int | None = None, max_bytes: int | None = None) -> Plan:
    """Plan a contract: analytic tile classification, worklists for both passes, stats.

    ``smem_budget`` overrides the target's scalar-memory budget (bytes per launch);
    ``max_bytes`` the planning memory limit (``planner.limits``): a plan estimated to need more
    is refused up front (``PlanTooLarge``).
    """
    contract = load_contract(contract)
    shape, blocks = contract.shape, contract.blocks
    geo = Geometry(shape.q_len, shape.kv_len, blocks.block_q, blocks.block_kv)

    masks, head_masks = distinct_head_masks(contract)
    limit = max_plan_bytes(max_bytes)
    check_grid(contract.name, geo.num_q_blocks, geo.num_kv_blocks)
    counts = [candidate_counts(mask, geo) for mask in masks]
    head_rows = 1 if len(masks) == 1 else shape.num_heads
    steps = head_rows * (geo.num_q_blocks * max(int(r.max()) for r, _ in counts) + geo.num_kv_blocks * max(int(c.max()) for _, c in counts))
    check_estimate(contract.name, sum(int(r.sum()) for r, _ in counts), steps, limit)
    store = PartialBlocks(blocks.block_q, blocks.block_kv, max_bytes=limit)
    tiles = [plan_tiles(mask, geo, store) for mask in masks]
    partial_blocks = store.stacked()
    rows = [0] if len(masks) == 1 else head_masks
    fwd = build_worklists(tiles, rows, geo.num_q_blocks, geo.num_kv_blocks, partial_blocks, transpose=False)
    dkv = build_worklists(tiles, rows, geo.num_kv_blocks, geo.num_q_blocks, partial_blocks, transpose=True)

    heads = _head_stats(contract, masks, head_masks, tiles, store.popcounts())
    visited = sum(h.partial + h.full for h in heads)
    total_tiles = geo.num_q_blocks * geo.num_kv_blocks * shape.num_heads
    budget = smem_budget_bytes(contract, smem_budget)
    try:  # the verdicts below are about the program that runs natively on the target
        choice = choose(_Worklisted(contract, fwd), native=True)
        backend, reason = choice.backend, choice.reason
    except BackendRefused as refused:
        backend, reason = None, str(refused)
    stats = PlanStats(
        backend=backend.name if backend is not None else None,
        backend_reason=reason,
        num_q_blocks=geo.num_q_blocks,
        num_kv_blocks=geo.num_kv_blocks,
        grid_width_fwd=fwd.grid_width,
        grid_width_dkv=dkv.grid_width,
        distinct_masks=len(masks),
        stored_partial_blocks=len(store),
        block_density=visited / total_tiles,
        token_density=sum(h.token_density for h in heads) / shape.num_heads,
        metadata_bytes=sum(int(a.nbytes) for wl in (fwd, dkv) for a in wl.arrays().values()),
        smem=smem_verdict(contract, fwd, dkv, budget, backend or backend_named("pallas"), runs=backend is not None),
        flops=flops(contract, visited, backend),
        heads=heads,
    )
    return Plan(contract, fwd, dkv, tuple(masks), tuple(head_masks), stats)
