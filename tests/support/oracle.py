"""Independent brute-force oracle for the planner's tests.

Everything here is written straight from the documented token semantics with numpy
broadcasting; nothing from ``sparse_cli.masks`` or the planner is imported, so a mistake in
the planner's mask algebra cannot hide behind the same mistake here.

- ``dense_mask(contract)``: bool ``[num_heads, q_len, kv_len]``.
- ``tile_classes(dense, block_q, block_kv)``: 0/1/2 class of every tile (padding is False).
- ``expand_worklists(...)``: a worklist (fwd or dkv layout) back to a dense padded mask, with
  the structural checks (no tile visited twice in a row, padding steps in range).
- ``expand_splash_mask_info(...)``: the same for a JAX Splash ``MaskInfo`` (fwd or dkv layout).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

EMPTY, PARTIAL, FULL = 0, 1, 2


# --------------------------------------------------------------------------- contracts


def as_document(contract: Any) -> dict[str, Any]:
    """A plain contract dict (accepts a dict or a pydantic ``MaskContract``)."""
    if isinstance(contract, dict):
        return contract
    return contract.model_dump(mode="json")


def explicit_dense(path: Path) -> np.ndarray:
    """The bool ``[q_len, kv_len]`` mask an explicit mask file holds, read with numpy's own loader."""
    loaded = np.load(path, allow_pickle=False)
    if path.suffix == ".npy":
        return loaded.astype(bool)
    arrays = {key: loaded[key] for key in loaded.files}
    if "mask" in arrays:
        return arrays["mask"].astype(bool)
    q_len, kv_len = (int(x) for x in arrays["shape"])
    if "packed" in arrays:
        return np.unpackbits(arrays["packed"], axis=-1, count=kv_len).astype(bool)
    bq, bk = (int(x) for x in arrays["block_shape"])
    classes = arrays["classes"]
    dense = np.zeros((classes.shape[0] * bq, classes.shape[1] * bk), bool)
    for i, j in zip(*np.nonzero(classes)):
        tile = True if classes[i, j] == 2 else arrays["partial_blocks"][arrays["partial_index"][i, j]].astype(bool)
        dense[i * bq:(i + 1) * bq, j * bk:(j + 1) * bk] = tile
    return dense[:q_len, :kv_len]


def _eval(node: dict[str, Any], head: int, q: np.ndarray, kv: np.ndarray, bound: int, mask_dir: Path = Path(".")) -> np.ndarray:
    """``bound`` exceeds every |kv - q| and every position: parameters are clamped to
    ``[-bound, bound]`` first, which never changes a comparison but keeps int64 from overflowing
    on huge (legal, unbounded) contract integers."""
    clamp = lambda value: max(-bound, min(bound, value))
    delta = kv - q  # |delta| < bound
    kind = node["kind"]
    if kind == "causal":
        return delta <= clamp(node.get("offset", 0))
    if kind == "local":  # Splash's LocalMask: kv - q in [offset - left, offset + right], each edge exact (Python ints) before clamping
        left, right, offset = node.get("left"), node.get("right"), node.get("offset", 0)
        out = np.ones(np.broadcast_shapes(q.shape, kv.shape), bool)
        if left is not None:
            out &= clamp(offset - left) <= delta
        if right is not None:
            out &= delta <= clamp(offset + right)
        return out
    if kind == "block_causal":  # bidirectional inside a block, causal across blocks
        block = clamp(node["block"])
        return kv // block <= q // block
    if kind == "range":
        out = np.ones(np.broadcast_shapes(q.shape, kv.shape), bool)
        if node.get("q") is not None:
            out &= (node["q"][0] <= q) & (q < node["q"][1])
        if node.get("kv") is not None:
            out &= (node["kv"][0] <= kv) & (kv < node["kv"][1])
        return out
    if kind == "global_tokens":  # a global token attends everything and is attended by everything
        out = np.zeros(np.broadcast_shapes(q.shape, kv.shape), bool)
        for start, stop in node["spans"]:
            out |= ((start <= q) & (q < stop)) | ((start <= kv) & (kv < stop))
        return out
    if kind == "dilated":  # window tokens at stride dilation, looking back
        window, dilation = node["window"], node["dilation"]
        behind = q - kv
        return (behind >= 0) & (behind < min(window * dilation, bound)) & (behind % dilation == 0)
    if kind == "sliding_window":
        return (-clamp(node["size"]) < delta) & (delta <= 0)
    if kind == "chunked_causal":
        chunk = clamp(node["chunk"])
        return (kv <= q) & (q // chunk == kv // chunk)
    if kind == "prefix_lm":
        return (kv <= q) | (kv < clamp(node["prefix"]))
    if kind == "full":
        return np.ones(np.broadcast_shapes(q.shape, kv.shape), bool)
    if kind == "explicit":  # outside the file's extent nothing attends
        dense = explicit_dense(mask_dir / node["file"])
        inside = (q < dense.shape[0]) & (kv < dense.shape[1])
        return inside & dense[np.minimum(q, dense.shape[0] - 1), np.minimum(kv, dense.shape[1] - 1)]
    if kind in ("and", "or"):
        parts = [_eval(child, head, q, kv, bound, mask_dir) for child in node["of"]]
        op = np.logical_and if kind == "and" else np.logical_or
        out = parts[0]
        for part in parts[1:]:
            out = op(out, part)
        return out
    if kind == "per_head":
        masks = node["heads"] if node.get("heads") is not None else node["repeat"]
        return _eval(masks[head % len(masks)], head, q, kv, bound, mask_dir)
    raise ValueError(f"unknown mask kind {kind!r}")


def dense_mask(contract: Any, mask_dir: str | Path = ".") -> np.ndarray:
    """bool ``[num_heads, q_len, kv_len]``: True where query q may attend to key kv (explicit
    mask files read from ``mask_dir``)."""
    doc = as_document(contract)
    shape = doc["shape"]
    q = np.arange(shape["q_len"], dtype=np.int64)[:, None]
    kv = np.arange(shape["kv_len"], dtype=np.int64)[None, :]
    bound = shape["q_len"] + shape["kv_len"] + 2
    heads = [_eval(doc["mask"], h, q, kv, bound, Path(mask_dir)) for h in range(shape["num_heads"])]
    return np.stack([np.broadcast_to(m, (shape["q_len"], shape["kv_len"])) for m in heads]).astype(bool)


def has_per_head(node: dict[str, Any]) -> bool:
    if node["kind"] == "per_head":
        return True
    return any(has_per_head(child) for child in node.get("of", []))


def resolve_head(node: dict[str, Any], head: int) -> dict[str, Any]:
    """The head-free mask tree of one head (``per_head`` nodes replaced by that head's mask)."""
    if node["kind"] == "per_head":
        masks = node["heads"] if node.get("heads") is not None else node["repeat"]
        return resolve_head(masks[head % len(masks)], head)
    if node["kind"] in ("and", "or"):
        return {"kind": node["kind"], "of": [resolve_head(child, head) for child in node["of"]]}
    return node


def canonical(node: dict[str, Any]) -> str:
    return json.dumps(node, sort_keys=True)


# --------------------------------------------------------------------------- tiles


def pad_to_blocks(dense: np.ndarray, block_q: int, block_kv: int) -> np.ndarray:
    """Pad the last two axes with False up to whole blocks."""
    h, q_len, kv_len = dense.shape
    nq, nk = -(-q_len // block_q), -(-kv_len // block_kv)
    out = np.zeros((h, nq * block_q, nk * block_kv), bool)
    out[:, :q_len, :kv_len] = dense
    return out


def tiles_of(padded: np.ndarray, block_r: int, block_c: int) -> np.ndarray:
    """``[H, R, C, block_r, block_c]`` view of a padded ``[H, R*block_r, C*block_c]`` mask."""
    h, rows, cols = padded.shape
    return padded.reshape(h, rows // block_r, block_r, cols // block_c, block_c).transpose(0, 1, 3, 2, 4)


def tile_classes(dense: np.ndarray, block_q: int, block_kv: int) -> np.ndarray:
    """int8 ``[H, nq, nk]``: 0 no token attends, 2 every (padded) token attends, else 1."""
    tiles = tiles_of(pad_to_blocks(dense, block_q, block_kv), block_q, block_kv)
    anyt = tiles.any(axis=(-1, -2))
    allt = tiles.all(axis=(-1, -2))
    return np.where(allt, FULL, np.where(anyt, PARTIAL, EMPTY)).astype(np.int8)


def smallest_int_dtype(bound: int) -> np.dtype:
    for dtype in (np.int8, np.int16, np.int32):
        if bound <= np.iinfo(dtype).max:
            return np.dtype(dtype)
    raise ValueError(bound)


# --------------------------------------------------------------------------- worklists


@dataclass
class Expanded:
    dense: np.ndarray  # bool [H, rows*block_r, cols*block_c]
    classes: np.ndarray  # int8 [H, rows, cols]
    visits: np.ndarray  # int [H, rows, cols]: how many steps visit each tile


def _expand_steps(
    block_mask: np.ndarray,
    data_next: np.ndarray,
    mask_next: np.ndarray | None,
    partial_mask_blocks: np.ndarray | None,
    rows: np.ndarray,
    cols_shape: tuple[int, int, int],
    block_r: int,
    block_c: int,
) -> Expanded:
    """Shared core: step arrays flattened to (head, row, step) entries whose ``rows`` are given."""
    h, n_rows, n_cols = cols_shape
    nz = block_mask != EMPTY
    hh = np.broadcast_to(np.arange(block_mask.shape[0])[:, None, None], block_mask.shape)[nz]
    rr = rows[nz]
    cc = data_next[nz].astype(np.int64)
    cls = block_mask[nz].astype(np.int8)
    assert set(np.unique(cls).tolist()) <= {PARTIAL, FULL}, np.unique(block_mask)
    assert ((cc >= 0) & (cc < n_cols)).all(), "data_next out of range on a non-empty step"

    visits = np.zeros((h, n_rows, n_cols), np.int64)
    np.add.at(visits, (hh, rr, cc), 1)
    classes = np.zeros((h, n_rows, n_cols), np.int8)
    classes[hh, rr, cc] = cls

    tiles = np.zeros((h, n_rows, n_cols, block_r, block_c), bool)
    full = cls == FULL
    tiles[hh[full], rr[full], cc[full]] = True
    part = cls == PARTIAL
    if part.any():
        assert mask_next is not None and partial_mask_blocks is not None, "partial step without partial blocks"
        mn = mask_next[nz][part].astype(np.int64)
        assert ((mn >= 0) & (mn < partial_mask_blocks.shape[0])).all(), "mask_next out of range on a partial step"
        assert partial_mask_blocks.shape[1:] == (block_r, block_c), partial_mask_blocks.shape
        tiles[hh[part], rr[part], cc[part]] = np.asarray(partial_mask_blocks)[mn]
    dense = tiles.transpose(0, 1, 3, 2, 4).reshape(h, n_rows * block_r, n_cols * block_c)
    return Expanded(dense=dense, classes=classes, visits=visits)


def expand_worklists(wl, n_rows: int, n_cols: int, block_r: int, block_c: int) -> Expanded:
    """A sparse_cli ``Worklists`` (rows x steps layout, fwd or dkv) back to a dense padded mask.

    For fwd: rows are q blocks, data_next holds kv blocks, block_r/block_c = block_q/block_kv.
    For dkv: rows are kv blocks, data_next holds q blocks, block_r/block_c = block_kv/block_q
    (the result is the transposed mask). Asserts the structural invariants every kernel relies on:
    no tile visited twice in a row, every index (also on padding steps) in range.
    """
    bm, dn, mn = (np.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next))
    pmb = np.asarray(wl.partial_mask_blocks)
    assert bm.ndim == dn.ndim == mn.ndim == 3
    assert bm.shape == dn.shape == mn.shape
    assert bm.shape[1] == n_rows, (bm.shape, n_rows)
    assert set(np.unique(bm).tolist()) <= {EMPTY, PARTIAL, FULL}
    # padding steps too: a kernel prefetches them
    assert dn.min() >= 0 and dn.max() < n_cols, "data_next out of range"
    assert mn.min() >= 0 and mn.max() < max(pmb.shape[0], 1), "mask_next out of range"
    rows = np.broadcast_to(np.arange(n_rows)[None, :, None], bm.shape)
    out = _expand_steps(bm, dn, mn, pmb, rows, (bm.shape[0], n_rows, n_cols), block_r, block_c)
    assert out.visits.max(initial=0) <= 1, "a tile is visited twice in one row"
    return out


def expand_splash_mask_info(info, n_rows: int, n_cols: int, block_r: int, block_c: int, dkv: bool) -> Expanded:
    """A Splash ``MaskInfo`` back to a dense padded mask (same conventions as above).

    fwd layout: ``[H, q blocks, steps]`` with data_next = kv block.
    dkv layout: ``[H, steps, kv blocks]`` with data_next = q block; the result is transposed
    (rows = kv blocks) so it compares with ``expand_worklists`` of a dkv worklist.
    """
    bm, dn = np.asarray(info.block_mask), np.asarray(info.data_next)
    mn = None if info.mask_next is None else np.asarray(info.mask_next)
    pmb = None if info.partial_mask_blocks is None else np.asarray(info.partial_mask_blocks)
    if dkv:
        bm, dn = bm.swapaxes(1, 2), dn.swapaxes(1, 2)
        mn = None if mn is None else mn.swapaxes(1, 2)
    assert bm.shape == dn.shape and (mn is None or mn.shape == bm.shape)
    assert bm.shape[1] == n_rows, (bm.shape, n_rows)
    assert set(np.unique(bm).tolist()) <= {EMPTY, PARTIAL, FULL}
    rows = np.broadcast_to(np.arange(n_rows)[None, :, None], bm.shape)
    out = _expand_steps(bm, dn, mn, pmb, rows, (bm.shape[0], n_rows, n_cols), block_r, block_c)
    assert out.visits.max(initial=0) <= 1, "a tile is visited twice in one row"
    return out


def broadcast_heads(array: np.ndarray, num_heads: int) -> np.ndarray:
    """Step-derived per-head arrays have 1 or num_heads leading rows; give num_heads."""
    assert array.shape[0] in (1, num_heads), (array.shape, num_heads)
    return np.broadcast_to(array, (num_heads, *array.shape[1:]))
