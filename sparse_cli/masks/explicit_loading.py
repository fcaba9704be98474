"""An explicit mask file read from disk: confined under the contract's directory, pinned by its
sha256, and its arrays checked against the form they claim (token or block level; see
``explicit``) before they become a table — every bound priced before the work it limits.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import numpy as np

from sparse_cli.files import resolved
from sparse_cli.masks.explicit_format import MAX_FILE_BYTES, MaskFileError, read_mask_arrays
from sparse_cli.masks.explicit_tables import BlockTable, MaskTable, TokenTable
from sparse_cli.resources import PLAN_LIMIT_ENV, max_plan_bytes

#: Most query x key pairs a token-level mask may have (32768 x 32768; 128 MiB bit-packed).
MAX_TOKEN_PAIRS = 1 << 30
#: Most blocks a block-level map may have (4096 x 4096: 512K tokens at 128-token blocks).
MAX_CELLS = 1 << 24
#: Bytes a block-level table takes per block of its grid (class, tile index, popcount,
#: summed-area and extent tables) and per token of one block (its all-zero block, temporaries).
_BYTES_PER_CELL, _BYTES_PER_BLOCK_TOKEN = 64, 2


def bits(array: np.ndarray, name: str) -> np.ndarray:
    """A bool array, or a numeric one holding exactly 0 and 1, as bool; anything else is
    refused (0.5, NaN or 255 is not a mask)."""
    if array.dtype == bool:
        return array
    if array.dtype.kind not in "iuf":
        raise MaskFileError(f"{name}: a mask is bool (or 0/1 numbers), not {array.dtype}")
    if ((array != 0) & (array != 1)).any():
        raise MaskFileError(f"{name}: a mask holds only 0/1 or booleans")
    return array.astype(bool)


def _integers(arrays: dict, key: str, name: str) -> np.ndarray:
    """The integer array ``key`` (a bool is not a size, a class or an index)."""
    value = arrays[key]
    if value.dtype.kind not in "iu":
        raise MaskFileError(f"{name}: {key!r} must hold integers, not {value.dtype}")
    return value


def _length_pair(arrays: dict, key: str, name: str) -> tuple[int, int]:
    value = arrays.get(key)
    if value is None or value.shape != (2,) or value.dtype.kind not in "iu" or (value <= 0).any():
        raise MaskFileError(f"{name}: needs {key!r}, two positive integers")
    return int(value[0]), int(value[1])


def _only(arrays: dict, allowed: set[str], name: str, form: str) -> None:
    extra = sorted(set(arrays) - allowed)
    if extra:
        raise MaskFileError(f"{name}: unknown array {extra[0]!r} in a {form} mask (expected {', '.join(sorted(allowed))})")


def table_from_arrays(arrays: dict[str, np.ndarray], name: str, sha256: str) -> MaskTable:
    """The table a mask file describes, every array checked against the form it belongs to."""
    if "classes" in arrays:
        return _block_table(arrays, name, sha256)
    if "packed" in arrays:
        _only(arrays, {"packed", "shape"}, name, "bit-packed token-level")
        q_len, kv_len = _length_pair(arrays, "shape", name)
        packed = arrays["packed"]
        check_pairs(q_len, kv_len, name)
        if packed.dtype != np.uint8 or packed.shape != (q_len, -(-kv_len // 8)):
            raise MaskFileError(f"{name}: 'packed' must be uint8 [{q_len}, {-(-kv_len // 8)}] for shape [{q_len}, {kv_len}] "
                                f"(np.packbits(mask, axis=-1)); got {packed.dtype} {list(packed.shape)}")
        return TokenTable(packed, q_len, kv_len, sha256)
    if "mask" in arrays:
        _only(arrays, {"mask"}, name, "token-level")
        mask = arrays["mask"]
        if mask.ndim != 2 or 0 in mask.shape:
            raise MaskFileError(f"{name}: a token-level mask is a non-empty 2-D [q_len, kv_len] array (got shape {list(mask.shape)})")
        q_len, kv_len = mask.shape
        check_pairs(q_len, kv_len, name)
        return TokenTable(np.packbits(bits(mask, name), axis=-1), q_len, kv_len, sha256)
    raise MaskFileError(f"{name}: holds none of 'mask', 'packed' (token level) or 'classes' (block level)")


def check_pairs(q_len: int, kv_len: int, name: str) -> None:
    """Refuse a token-level mask of more than ``MAX_TOKEN_PAIRS`` pairs, before it is built."""
    if q_len * kv_len > MAX_TOKEN_PAIRS:
        raise MaskFileError(f"{name}: a token-level mask of {q_len:,} x {kv_len:,} tokens has {q_len * kv_len:,} pairs, more "
                            f"than {MAX_TOKEN_PAIRS:,} (32768 x 32768): write it as a block-level map ('classes', "
                            "'block_shape', 'shape' and the partial blocks' token masks)")


def _block_table(arrays: dict[str, np.ndarray], name: str, sha256: str) -> BlockTable:
    _only(arrays, {"classes", "block_shape", "shape", "partial_blocks", "partial_index"}, name, "block-level")
    q_len, kv_len = _length_pair(arrays, "shape", name)
    bq, bk = _length_pair(arrays, "block_shape", name)
    grid = (-(-q_len // bq), -(-kv_len // bk))
    classes = _integers(arrays, "classes", name)
    if classes.shape != grid:
        raise MaskFileError(f"{name}: 'classes' must be {list(grid)} ({q_len} x {kv_len} tokens in {bq} x {bk} blocks); "
                            f"got {list(classes.shape)}")
    if classes.size > MAX_CELLS:
        raise MaskFileError(f"{name}: {classes.size:,} blocks is more than a block-level map may have ({MAX_CELLS:,}); use larger blocks")
    _check_table_cost(name, classes.size, (bq, bk))
    if ((classes < 0) | (classes > 2)).any():
        raise MaskFileError(f"{name}: 'classes' holds 0 (empty), 1 (partial) or 2 (full) per block")
    partial = classes == 1
    if not partial.any():
        _only(arrays, {"classes", "block_shape", "shape"}, name, "block-level (no partial blocks)")
        return BlockTable(classes, (bq, bk), q_len, kv_len, np.zeros((0, bq, bk), bool), np.zeros(grid, np.int64), sha256)
    blocks, index = arrays.get("partial_blocks"), arrays.get("partial_index")
    if blocks is None or index is None:
        raise MaskFileError(f"{name}: partial blocks (class 1) need 'partial_blocks' [n, {bq}, {bk}] and 'partial_index' {list(grid)}")
    if blocks.ndim != 3 or blocks.shape[1:] != (bq, bk) or blocks.shape[0] == 0:
        raise MaskFileError(f"{name}: 'partial_blocks' must be [n, {bq}, {bk}] with n >= 1; got {list(blocks.shape)}")
    index = _integers(arrays, "partial_index", name)
    if index.shape != grid:
        raise MaskFileError(f"{name}: 'partial_index' must be {list(grid)}; got {list(index.shape)}")
    used = index[partial]
    if ((used < 0) | (used >= blocks.shape[0])).any():
        raise MaskFileError(f"{name}: 'partial_index' must be in [0, {blocks.shape[0]}) wherever 'classes' is 1")
    return BlockTable(classes, (bq, bk), q_len, kv_len, bits(blocks, f"{name}[partial_blocks]"), index.astype(np.int64), sha256)


def _check_table_cost(name: str, cells: int, block: tuple[int, int]) -> None:
    """Refuse a block-level map whose table would cost more memory than a plan may: its grid
    and its block size, whatever the file holds (an all-zero block is kept; the partial
    blocks themselves are bounded by the file's size)."""
    try:
        limit = max_plan_bytes()
    except ValueError as error:
        raise MaskFileError(str(error)) from None
    bq, bk = block
    cost = cells * _BYTES_PER_CELL + bq * bk * _BYTES_PER_BLOCK_TOKEN
    if cost > limit:
        raise MaskFileError(f"{name}: a block-level map of {bq:,} x {bk:,}-token blocks ({cells:,} in its grid) would take about "
                            f"{cost / 2**20:,.0f} MiB to plan, over the limit of {limit / 2**20:,.0f} MiB; use smaller blocks "
                            f"(the kernel's, e.g. 128 x 128), or raise the limit with {PLAN_LIMIT_ENV}=BYTES")


def load_table(file: str, sha256: str, base: Path) -> MaskTable:
    """Read, check and hash ``base/file``; raise MaskFileError naming the problem."""
    try:
        root, path = resolved(base), resolved(base / file)
    except ValueError as error:
        raise MaskFileError(f"mask file {file!r}: {error}") from None
    if root != path and root not in path.parents:
        raise MaskFileError(f"mask file {file!r} resolves outside {base} (a symlink?); mask files live under the contract's directory")
    if not path.is_file():
        there = os.path.lexists(path)  # a directory, pipe or device is there: say so, not "no such file"
        raise MaskFileError(f"mask file {file!r}: " + ("is not a regular file (a directory, pipe or device)" if there
                                                        else f"no such file under {base}"))
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise MaskFileError(f"mask file {file!r}: {size:,} bytes is larger than a mask file may be ({MAX_FILE_BYTES:,}); "
                            "bit-pack a token mask (np.packbits) or use a block-level map")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise MaskFileError(f"mask file {file!r}: cannot be read ({error.strerror or error})") from None
    actual = hashlib.sha256(data).hexdigest()
    if actual != sha256:
        raise MaskFileError(f"mask file {file!r} has sha256 {actual}, the contract pins {sha256}: the file changed (if "
                            "that is intended, write the new sha256 into the contract)")
    name = f"mask file {file!r}"
    table = table_from_arrays(read_mask_arrays(data, name, file.endswith(".npy")), name, sha256)
    table.source = path
    return table
