"""Every property a plan must have, checked against the brute-force oracle: ``ALL_CHECKS``
each take ``(doc, plan)`` (the contract document and its plan)."""

from __future__ import annotations

import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends import backend_named
from sparse_cli.backends.pallas.schedule import schedule_of
from tests.support import oracle


def geometry(doc):
    s, b = doc["shape"], doc["blocks"]
    nq, nk = -(-s["q_len"] // b["block_q"]), -(-s["kv_len"] // b["block_kv"])
    return s["q_len"], s["kv_len"], s["num_heads"], b["block_q"], b["block_kv"], nq, nk


def expand_fwd(p, doc):
    *_, bq, bkv, nq, nk = geometry(doc)
    return oracle.expand_worklists(p.fwd, nq, nk, bq, bkv)


def expand_dkv(p, doc):
    *_, bq, bkv, nq, nk = geometry(doc)
    return oracle.expand_worklists(p.dkv, nk, nq, bkv, bq)


# --------------------------------------------------------------------------- reconstruction


def check_fwd_reconstructs_oracle_mask(doc, p):
    q_len, kv_len, num_heads, bq, bkv, nq, nk = geometry(doc)
    want = oracle.dense_mask(doc)
    got = oracle.broadcast_heads(expand_fwd(p, doc).dense, num_heads)
    assert got.shape == (num_heads, nq * bq, nk * bkv)
    assert not got[:, q_len:, :].any(), "padding q rows attend"
    assert not got[:, :, kv_len:].any(), "padding kv columns attend"
    cropped = got[:, :q_len, :kv_len]
    if not np.array_equal(cropped, want):
        h, q, kv = np.argwhere(cropped != want)[0]
        pytest.fail(f"head {h}, q={q}, kv={kv}: plan says {cropped[h, q, kv]}, oracle {want[h, q, kv]}")


def check_dkv_is_the_transpose_and_visits_the_same_tiles(doc, p):
    q_len, kv_len, num_heads, bq, bkv, nq, nk = geometry(doc)
    fwd, dkv = expand_fwd(p, doc), expand_dkv(p, doc)
    assert p.fwd.block_mask.shape[0] == p.dkv.block_mask.shape[0]
    assert dkv.dense.shape == (p.dkv.block_mask.shape[0], nk * bkv, nq * bq)
    np.testing.assert_array_equal(dkv.dense.swapaxes(1, 2), fwd.dense)
    np.testing.assert_array_equal(dkv.classes.swapaxes(1, 2), fwd.classes)
    np.testing.assert_array_equal(dkv.visits.swapaxes(1, 2), fwd.visits)
    want = oracle.dense_mask(doc)
    got = oracle.broadcast_heads(dkv.dense, num_heads).swapaxes(1, 2)
    np.testing.assert_array_equal(got[:, :q_len, :kv_len], want)
    assert not got[:, q_len:, :].any() and not got[:, :, kv_len:].any()


def check_tile_classes_are_exact(doc, p):
    """Visited tiles are exactly the oracle's non-empty tiles, with the oracle's class (a tile
    cut by padding is partial: its padding must be masked)."""
    *_, num_heads, bq, bkv, nq, nk = geometry(doc)
    want = oracle.tile_classes(oracle.dense_mask(doc), bq, bkv)
    fwd = expand_fwd(p, doc)
    np.testing.assert_array_equal(oracle.broadcast_heads(fwd.classes, num_heads), want)
    np.testing.assert_array_equal(oracle.broadcast_heads(fwd.visits, num_heads), want != 0)


# --------------------------------------------------------------------------- step arrays


def check_rows(wl, n_data: int):
    bm, dn, mn = wl.block_mask, wl.data_next, wl.mask_next
    nz = bm != 0
    # non-empty steps first
    assert not (nz[..., 1:] & ~nz[..., :-1]).any(), "an empty step precedes a non-empty one"
    # in increasing block order
    both = nz[..., 1:] & nz[..., :-1]
    assert (dn[..., 1:].astype(np.int64) > dn[..., :-1])[both].all(), "steps not in increasing block order"
    # padding steps hold in-range indices
    assert dn.min() >= 0 and dn.max() <= n_data - 1
    assert mn.min() >= 0 and mn.max() <= max(wl.partial_mask_blocks.shape[0], 1) - 1
    # grid width: the longest row, at least 1
    assert wl.grid_width == max(1, int(nz.sum(-1).max()))
    # dtypes: int8 classes, smallest signed int holding the index bounds
    assert bm.dtype == np.int8
    assert dn.dtype == oracle.smallest_int_dtype(n_data - 1)
    assert mn.dtype == oracle.smallest_int_dtype(max(wl.partial_mask_blocks.shape[0] - 1, 0))
    assert wl.partial_mask_blocks.dtype == np.bool_


def check_step_array_invariants(doc, p):
    q_len, kv_len, num_heads, bq, bkv, nq, nk = geometry(doc)
    classes = oracle.tile_classes(oracle.dense_mask(doc), bq, bkv)
    occupancy = classes != 0

    check_rows(p.fwd, nk)
    check_rows(p.dkv, nq)
    assert p.fwd.block_mask.shape[1:] == (nq, p.fwd.grid_width)
    assert p.dkv.block_mask.shape[1:] == (nk, p.dkv.grid_width)
    assert p.fwd.grid_width == max(1, int(occupancy.sum(-1).max()))
    assert p.dkv.grid_width == max(1, int(occupancy.sum(-2).max()))
    assert p.fwd.partial_mask_blocks.shape[1:] == (bq, bkv)
    assert p.dkv.partial_mask_blocks.shape[1:] == (bkv, bq)
    np.testing.assert_array_equal(p.dkv.partial_mask_blocks, p.fwd.partial_mask_blocks.swapaxes(1, 2))

    heads = p.fwd.block_mask.shape[0]
    assert heads in (1, num_heads)
    assert heads == (1 if p.shared_heads else num_heads)
    if heads == 1:  # sharing one row is only sound when every head has the same mask
        dense = oracle.dense_mask(doc)
        assert (dense == dense[:1]).all()
    if not oracle.has_per_head(doc["mask"]):
        assert heads == 1, "a contract without per_head must share one head row"
    resolved = {oracle.canonical(oracle.resolve_head(doc["mask"], h)) for h in range(num_heads)}
    if len(resolved) == 1:
        assert heads == 1, "identical per-head mask trees must share one head row"
    assert p.stats.distinct_masks == len(p.masks)
    assert len(p.head_masks) == num_heads


def check_stats_match_oracle(doc, p):
    q_len, kv_len, num_heads, bq, bkv, nq, nk = geometry(doc)
    dense = oracle.dense_mask(doc)
    classes = oracle.tile_classes(dense, bq, bkv)
    s, r = p.stats, sparse_cli.program_report(p)
    assert (s.num_q_blocks, s.num_kv_blocks) == (nq, nk)
    assert (s.passes["fwd"].grid_width, s.passes["dkv"].grid_width) == (p.fwd.grid_width, p.dkv.grid_width)
    assert s.stored_partial_blocks == p.fwd.partial_mask_blocks.shape[0]
    assert len(s.heads) == num_heads
    for h, hs in enumerate(s.heads):
        assert hs.head == h
        assert hs.empty + hs.partial + hs.full == nq * nk
        assert hs.partial == int((classes[h] == 1).sum()), f"head {h} partial count"
        assert hs.full == int((classes[h] == 2).sum()), f"head {h} full count"
        assert hs.empty == int((classes[h] == 0).sum())
        assert hs.block_density == pytest.approx((hs.partial + hs.full) / (nq * nk))
        assert hs.token_density == pytest.approx(dense[h].sum() / (q_len * kv_len), abs=1e-12)
    assert s.token_density == pytest.approx(dense.sum() / dense.size, abs=1e-12)
    assert s.block_density == pytest.approx((classes != 0).sum() / classes.size, abs=1e-12)

    # scalar-prefetch bytes per launch of the program that runs, the verdict against the budget, FLOPs
    prefetched = {"dense": (), "splash": ("block_mask", "data_next") + ("mask_next",) * bool(s.stored_partial_blocks)}
    if r.backend in prefetched:
        launch_bytes = lambda name, wl: sum(int(getattr(wl, array).nbytes) for array in prefetched[r.backend])
    else:  # pallas (or none natively: pallas's layout), its runs per launch

        def launch_bytes(name, wl):
            schedule = schedule_of(p.contract, name, wl, 1 << 20)
            return max(sum(schedule.launch_bytes(launch).values()) for launch in schedule.launches)
    assert r.smem.backend == r.backend and (r.backend is not None or "pallas refused" in r.backend_reason)
    assert r.smem.fwd_bytes == launch_bytes("fwd", p.fwd) and r.smem.dkv_bytes == launch_bytes("dkv", p.dkv)
    assert r.smem.budget_bytes == 1 << 20  # v5e default
    assert r.smem.fits == (r.smem.fwd_bytes <= r.smem.budget_bytes and r.smem.dkv_bytes <= r.smem.budget_bytes)
    assert r.smem.fits == (not r.smem.advice)
    assert s.metadata_bytes == sum(int(a.nbytes) for wl in (p.fwd, p.dkv) for a in wl.arrays().values())
    visited = int((classes != 0).sum())
    head_dim = doc["shape"]["head_dim"]
    assert r.flops.fwd_sparse == 2 * 2 * head_dim * visited * bq * bkv
    assert r.flops.fwd_dense == 2 * 2 * head_dim * q_len * kv_len * num_heads
    assert r.flops.bwd_sparse == 5 * 2 * head_dim * visited * bq * bkv
    program_pairs = q_len * kv_len * num_heads if r.backend == "dense" else visited * bq * bkv
    # a dq kernel of its own recomputes the scores and dP: 7 products a tile against 5
    products = 5 if r.backend in ("dense", None) or backend_named(r.backend).computes_dq_with_dkv(p.contract) else 7
    assert (r.flops.fwd_program, r.flops.bwd_program) == (4 * head_dim * program_pairs, 2 * products * head_dim * program_pairs)


def check_partial_blocks_are_deduplicated_and_truly_partial(doc, p):
    blocks = p.fwd.partial_mask_blocks
    n = blocks.shape[0]
    if n:
        flat = blocks.reshape(n, -1)
        assert len(np.unique(flat, axis=0)) == n, "two identical partial blocks stored"
        assert flat.any(axis=1).all(), "an all-False partial block"
        assert not flat.all(axis=1).any(), "an all-True partial block"
        # every stored block is used by some partial step
        used = np.unique(p.fwd.mask_next[p.fwd.block_mask == 1])
        assert set(used.tolist()) == set(range(n)), "stored partial blocks that no step uses"
    else:
        assert not (p.fwd.block_mask == 1).any() and not (p.dkv.block_mask == 1).any()


ALL_CHECKS = (
    check_fwd_reconstructs_oracle_mask,
    check_dkv_is_the_transpose_and_visits_the_same_tiles,
    check_tile_classes_are_exact,
    check_step_array_invariants,
    check_stats_match_oracle,
    check_partial_blocks_are_deduplicated_and_truly_partial,
)


def check_all(doc, p) -> None:
    """Every check of ``ALL_CHECKS`` on ``p``, the plan of ``doc``."""
    for check in ALL_CHECKS:
        check(doc, p)
