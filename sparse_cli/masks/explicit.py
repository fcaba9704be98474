"""``explicit``: any mask at all, read from a ``.npy``/``.npz`` file the contract pins by sha256.

For what no analytic kind expresses — tree attention for speculative decoding, BigBird random
blocks, research patterns, masks exported from other tools. Two file forms:

- **token level**: the ``[q_len, kv_len]`` mask itself — a bool (or 0/1) ``.npy``, or an
  ``.npz`` holding ``mask`` (the same) or ``packed`` (``np.packbits(mask, axis=-1)``) with
  ``shape = [q_len, kv_len]``; at most ``MAX_TOKEN_PAIRS`` pairs;
- **block level** (any length): an ``.npz`` holding ``classes`` (``[ceil(q_len/bq),
  ceil(kv_len/bk)]``: 0 empty, 1 partial, 2 full), ``block_shape = [bq, bk]``, ``shape =
  [q_len, kv_len]`` and, when a block is partial, ``partial_blocks`` (bool ``[n, bq, bk]``) with
  ``partial_index`` (``[ceil(q_len/bq), ceil(kv_len/bk)]``, read where ``classes`` is 1).

Both become a ``MaskTable``: cells of ``cell_q x cell_kv`` tokens (8 x 8 for token level, the
file's blocks for block level) known empty or full, with a summed-area table of each, so a tile
is classified in O(1) and a q block row's kv interval comes from per-row extents; tokens are
looked up only inside tiles that touch a partial cell. The file is hostile input: a relative
path under the contract's directory, a size bound before reading, headers checked before any
array is allocated, no pickles, and the sha256 must match.
"""

from __future__ import annotations

import hashlib
import inspect
import io
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any, Literal

import numpy as np
from pydantic import Field, PrivateAttr, ValidationInfo, field_validator, model_serializer, model_validator

from sparse_cli.files import resolved, staged_file
from sparse_cli.masks.base import MaskKind, classes_from, scaled_length
from sparse_cli.resources import PLAN_LIMIT_ENV, max_plan_bytes

#: Largest mask file read, and most bytes the arrays of an ``.npz`` inflate to, all together.
MAX_FILE_BYTES = 1 << 28
#: Most arrays an ``.npz`` mask file holds (a block-level map has five).
MAX_ARRAYS = 5
#: Most query x key pairs a token-level mask may have (32768 x 32768; 128 MiB bit-packed).
MAX_TOKEN_PAIRS = 1 << 30
#: Most blocks a block-level map may have (4096 x 4096: 512K tokens at 128-token blocks).
MAX_CELLS = 1 << 24
#: Validation-context keys: the directory relative mask files are read from (default: the
#: working directory), and tables already in memory by sha256 (masks derived in this process).
MASK_DIR = "mask_dir"
TABLES = "mask_tables"
#: Serialisation-context keys: dump without the file name (the program depends on the
#: content), or with the file renamed to its content-named copy under a directory (a plan's).
SEMANTICS = "semantics"
CARRIED = "carried_under"

_TOKEN_CELL = 8  # token-level cells: 8 rows x one packed byte
_INTEGER_KINDS = "biu"
#: Bytes a block-level table takes per block of its grid (class, tile index, popcount,
#: summed-area and extent tables) and per token of one block (its all-zero block, temporaries).
_BYTES_PER_CELL, _BYTES_PER_BLOCK_TOKEN = 64, 2


class MaskFileError(ValueError):
    """An explicit mask file that cannot be used (bad input: the message names the file)."""


# --------------------------------------------------------------------------- reading


def _read_npy(stream, name: str, max_bytes: int) -> np.ndarray:
    """One ``.npy`` array, its header checked (dtype, size) before the data is allocated."""
    try:
        version = np.lib.format.read_magic(stream)
        header = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
        shape, fortran, dtype = header(stream)
    except (ValueError, OSError, EOFError) as error:
        raise MaskFileError(f"{name}: not a .npy array ({error})") from None
    if dtype.hasobject or dtype.kind not in _INTEGER_KINDS or dtype.names is not None:
        raise MaskFileError(f"{name}: dtype {dtype} is not bool or integer")
    count = int(np.prod(shape, dtype=object))
    if count * dtype.itemsize > max_bytes:
        raise MaskFileError(f"{name}: {count:,} elements of {dtype} is larger than a mask file may hold ({max_bytes:,} bytes)")
    data = stream.read(count * dtype.itemsize)
    if len(data) != count * dtype.itemsize:
        raise MaskFileError(f"{name}: truncated ({len(data):,} of {count * dtype.itemsize:,} data bytes)")
    array = np.frombuffer(data, dtype=dtype).reshape(shape, order="F" if fortran else "C")
    return np.ascontiguousarray(array)


def read_mask_arrays(data: bytes, name: str, npy: bool) -> dict[str, np.ndarray]:
    """The arrays of a ``.npy`` (as ``mask``) or ``.npz`` file's bytes. An ``.npz`` is refused
    from its zip directory (array count, inflated sizes) before anything inflates; a member
    whose directory entry understates its size costs no more (zipfile inflates in bounded
    chunks and stops at the declared size; the CRC then tells whether that was all of it)."""
    if npy:
        return {"mask": _read_npy(io.BytesIO(data), name, MAX_FILE_BYTES)}
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = archive.infolist()
        if len(members) > MAX_ARRAYS:
            raise MaskFileError(f"{name}: {len(members):,} arrays; a mask file holds at most {MAX_ARRAYS}")
        inflated = sum(info.file_size for info in members)
        if inflated > MAX_FILE_BYTES:
            raise MaskFileError(f"{name}: its arrays inflate to {inflated:,} bytes, more than a mask file may hold "
                                f"({MAX_FILE_BYTES:,}); bit-pack a token mask (np.packbits) or use a block-level map")
        arrays = {}
        for info in members:
            key = info.filename.removesuffix(".npy")
            with archive.open(info) as member:
                arrays[key] = _read_npy(member, f"{name}[{key}]", info.file_size)
        return arrays
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, EOFError) as error:
        raise MaskFileError(f"{name}: not a readable .npz archive ({error})") from None


def npz_bytes(arrays: dict[str, np.ndarray]) -> bytes:
    """A compressed ``.npz`` whose bytes depend only on the arrays (fixed member timestamps), so
    a mask written twice has one sha256."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for key in sorted(arrays):
            member = io.BytesIO()
            np.lib.format.write_array(member, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            archive.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), member.getvalue(),
                             compress_type=zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


def _bits(array: np.ndarray, name: str) -> np.ndarray:
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


# --------------------------------------------------------------------------- tables


def _window_sum(sat: np.ndarray, r0, r1, c0, c1) -> np.ndarray:
    """Sum over cells ``[r0..r1] x [c0..c1]`` (inclusive) of the table ``sat`` summarises."""
    return sat[r1 + 1, c1 + 1] - sat[r0, c1 + 1] - sat[r1 + 1, c0] + sat[r0, c0]


def _bit(byte, column):
    """Bit ``column % 8`` of a ``np.packbits`` byte (most significant first), as a bool."""
    return ((byte >> (7 - (column & 7))) & 1) == 1


def _summed(cells: np.ndarray) -> np.ndarray:
    sat = np.zeros((cells.shape[0] + 1, cells.shape[1] + 1), np.int32)
    np.cumsum(np.cumsum(cells, axis=0, dtype=np.int32), axis=1, out=sat[1:, 1:])
    return sat


class _RangeExtreme:
    """Minimum (or maximum) of ``values[a..b]`` for many ranges at once (a sparse table)."""

    def __init__(self, values: np.ndarray, reduce):
        self._reduce = reduce
        self._levels = [values]
        while 2 ** len(self._levels) <= len(values):
            prev, width = self._levels[-1], 2 ** (len(self._levels) - 1)
            self._levels.append(reduce(prev[:-width], prev[width:]))

    def __call__(self, first: np.ndarray, last: np.ndarray) -> np.ndarray:
        length = last - first + 1
        level = np.frexp(length.astype(np.float64))[1] - 1  # floor(log2(length)), exact for ints < 2^53
        out = np.empty(first.shape, self._levels[0].dtype)
        for k in np.unique(level):
            sel = level == k
            table = self._levels[k]
            out[sel] = self._reduce(table[first[sel]], table[last[sel] - 2**k + 1])
        return out


class MaskTable:
    """A mask held as data, seen through cells of ``cell_q x cell_kv`` tokens: which cells hold
    an attending pair and which are full, per-row extents, and token lookups."""

    def __init__(self, q_len: int, kv_len: int, cell: tuple[int, int], nonempty: np.ndarray, full: np.ndarray, sha256: str):
        self.q_len, self.kv_len, self.cell, self.sha256 = q_len, kv_len, cell, sha256
        self._nonempty, self._full = _summed(nonempty), _summed(full)
        rows_any = nonempty.any(axis=1)
        first = np.where(rows_any, nonempty.argmax(axis=1), nonempty.shape[1])
        last = np.where(rows_any, nonempty.shape[1] - 1 - nonempty[:, ::-1].argmax(axis=1), -1)
        self._first_col = _RangeExtreme(first.astype(np.int64), np.minimum)
        self._last_col = _RangeExtreme(last.astype(np.int64), np.maximum)
        self.source: Path | None = None  # the file it was read from; None for a derived mask
        self.data: bytes | None = None  # the file's bytes, for a derived mask only

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MaskTable) and other.sha256 == self.sha256

    __hash__ = None  # type: ignore[assignment]

    def file_bytes(self) -> bytes:
        """The file's bytes, to carry the mask along with a plan: re-read (and re-checked)
        from its source, or the derived mask's canonical ``.npz``."""
        if self.data is not None:
            return self.data
        assert self.source is not None
        data = self.source.read_bytes()
        if hashlib.sha256(data).hexdigest() != self.sha256:
            raise MaskFileError(f"mask file {self.source} changed while in use (sha256 no longer {self.sha256})")
        return data

    def lookup(self, q, kv):
        """Whether query ``q`` attends key ``kv`` (broadcasting numpy or jax arrays)."""
        raise NotImplementedError

    def _clipped(self, q, kv):
        """``(xp, inside, q, kv)``: numpy for numpy inputs, else jax.numpy (the dense reference
        traces the predicate); which pairs lie inside the mask, and positions clipped into it."""
        xp: Any = np
        if not all(isinstance(x, (np.ndarray, np.generic, int)) for x in (q, kv)):
            import jax.numpy as jnp

            xp = jnp
        inside = (q >= 0) & (q < self.q_len) & (kv >= 0) & (kv < self.kv_len)
        return xp, inside, xp.clip(q, 0, self.q_len - 1), xp.clip(kv, 0, self.kv_len - 1)

    def classify(self, q_first, q_last, kv_first, kv_last) -> np.ndarray:
        cq, ck = self.cell
        r0, r1, c0, c1 = q_first // cq, q_last // cq, kv_first // ck, kv_last // ck
        aligned = ((q_first % cq == 0) & (((q_last + 1) % cq == 0) | (q_last + 1 == self.q_len))
                   & (kv_first % ck == 0) & (((kv_last + 1) % ck == 0) | (kv_last + 1 == self.kv_len)))
        cells = (r1 - r0 + 1) * (c1 - c0 + 1)
        is_empty = _window_sum(self._nonempty, r0, r1, c0, c1) == 0
        is_full = aligned & (_window_sum(self._full, r0, r1, c0, c1) == cells)
        return classes_from(is_empty, is_full)

    def kv_intervals(self, q_first, q_last):
        cq, ck = self.cell
        r0 = np.clip(q_first // cq, 0, self._rows - 1)
        r1 = np.clip(q_last // cq, 0, self._rows - 1)
        first, last = self._first_col(r0, r1), self._last_col(r0, r1)
        some = (last >= first) & (q_first < self.q_len)
        return [(np.where(some, first * ck, 0), np.where(some, (last + 1) * ck, 0))]

    @property
    def _rows(self) -> int:
        return self._nonempty.shape[0] - 1

    def sampled(self, q_len: int, kv_len: int) -> TokenTable:
        """The mask at ``q_len x kv_len`` tokens, each position sampled at the centre of the
        span it stands for: the same pattern at a smaller size (``verify --scale-down``)."""
        rows = (2 * np.arange(q_len, dtype=np.int64) + 1) * self.q_len // (2 * q_len)
        cols = (2 * np.arange(kv_len, dtype=np.int64) + 1) * self.kv_len // (2 * kv_len)
        return TokenTable.from_mask(self.lookup(rows[:, None], cols[None, :]))


class TokenTable(MaskTable):
    """A token-level mask, bit-packed along kv (``np.packbits`` order)."""

    def __init__(self, packed: np.ndarray, q_len: int, kv_len: int, sha256: str):
        cols = packed.shape[1]
        valid = np.full(cols, 0xFF, np.uint8)
        if kv_len % 8:
            valid[-1] = (0xFF << (8 - kv_len % 8)) & 0xFF
        self.packed = packed = packed & valid  # bits past kv_len are padding, whatever the file says
        rows = -(-q_len // _TOKEN_CELL)
        padded = np.zeros((rows * _TOKEN_CELL, cols), np.uint8)
        padded[:q_len] = packed
        nonempty = (padded.reshape(rows, _TOKEN_CELL, cols) != 0).any(axis=1)
        padded[q_len:] = valid  # rows past q_len do not stop a cell from being full
        full = (padded.reshape(rows, _TOKEN_CELL, cols) == valid).all(axis=1)
        super().__init__(q_len, kv_len, (_TOKEN_CELL, _TOKEN_CELL), nonempty, full, sha256)

    @classmethod
    def from_mask(cls, mask: np.ndarray) -> TokenTable:
        """A derived (in-memory) table of a bool mask; its file is its canonical ``.npz``."""
        q_len, kv_len = mask.shape
        packed = np.packbits(mask, axis=-1)
        data = npz_bytes({"packed": packed, "shape": np.array([q_len, kv_len], np.int64)})
        table = cls(packed, q_len, kv_len, hashlib.sha256(data).hexdigest())
        table.data = data
        return table

    def lookup(self, q, kv):
        xp, inside, q, kv = self._clipped(q, kv)
        return inside & _bit(xp.asarray(self.packed)[q, kv >> 3], kv)


class BlockTable(MaskTable):
    """A block-level mask: a class per block and, for partial blocks, their token masks."""

    def __init__(self, classes: np.ndarray, block: tuple[int, int], q_len: int, kv_len: int,
                 partial_blocks: np.ndarray, partial_index: np.ndarray, sha256: str):
        bq, bk = block
        packed = np.packbits(partial_blocks, axis=-1).reshape(len(partial_blocks), bq, -(-bk // 8))
        tiles, inverse = np.unique(packed, axis=0, return_inverse=True)
        partial = classes == 1
        index = np.full(classes.shape, len(tiles), np.int32)  # not partial: the all-zero tile appended below
        index[partial] = inverse.reshape(-1)[partial_index[partial]]
        ones = np.zeros(classes.shape, np.int64)
        ones[partial] = np.unpackbits(tiles.reshape(len(tiles), bq * packed.shape[2]), axis=-1).sum(axis=-1)[index[partial]]
        classes = np.where(partial & (ones == 0), 0, np.where(partial & (ones == bq * bk), 2, classes)).astype(np.int8)
        index[classes != 1] = len(tiles)
        self.classes, self.index = classes, index
        self.tiles = np.concatenate([tiles, np.zeros((1, *packed.shape[1:]), np.uint8)])
        super().__init__(q_len, kv_len, block, classes != 0, classes == 2, sha256)

    def lookup(self, q, kv):
        xp, inside, q, kv = self._clipped(q, kv)
        bq, bk = self.cell
        row, col, dq, dk = q // bq, kv // bk, q % bq, kv % bk
        cls = xp.asarray(self.classes)[row, col]
        bit = _bit(xp.asarray(self.tiles)[xp.asarray(self.index)[row, col], dq, dk >> 3], dk)
        return inside & ((cls == 2) | ((cls == 1) & bit))

    def tile_of(self, q_first, kv_first) -> np.ndarray:
        """The deduplicated partial-block id of the block starting at each corner."""
        bq, bk = self.cell
        return self.index[np.clip(q_first // bq, 0, self.classes.shape[0] - 1), np.clip(kv_first // bk, 0, self.classes.shape[1] - 1)]


def table_from_arrays(arrays: dict[str, np.ndarray], name: str, sha256: str) -> MaskTable:
    """The table a mask file describes, every array checked against the form it belongs to."""
    if "classes" in arrays:
        return _block_table(arrays, name, sha256)
    if "packed" in arrays:
        _only(arrays, {"packed", "shape"}, name, "bit-packed token-level")
        q_len, kv_len = _length_pair(arrays, "shape", name)
        packed = arrays["packed"]
        _check_pairs(q_len, kv_len, name)
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
        _check_pairs(q_len, kv_len, name)
        return TokenTable(np.packbits(_bits(mask, name), axis=-1), q_len, kv_len, sha256)
    raise MaskFileError(f"{name}: holds none of 'mask', 'packed' (token level) or 'classes' (block level)")


def _check_pairs(q_len: int, kv_len: int, name: str) -> None:
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
    return BlockTable(classes, (bq, bk), q_len, kv_len, _bits(blocks, f"{name}[partial_blocks]"), index.astype(np.int64), sha256)


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
        raise MaskFileError(f"mask file {file!r}: no such file under {base}")
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


# --------------------------------------------------------------------------- the kind


class Explicit(MaskKind):
    """A mask given as data (``file``, pinned by ``sha256``); see the module docstring for the
    two file forms. Tokens outside ``[0, q_len) x [0, kv_len)`` of the file attend nothing."""

    kind: Literal["explicit"] = "explicit"
    file: str = Field(max_length=512, description="a .npy/.npz file, relative to the contract's directory")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$", description="sha256 of the file's bytes (sha256sum FILE)")
    _table: MaskTable = PrivateAttr()

    @field_validator("file")
    @classmethod
    def _relative_path(cls, file: str) -> str:
        path = PurePosixPath(file)
        if file.startswith("/") or "\\" in file or any(part in ("", ".", "..") for part in file.split("/")):
            raise ValueError(f"must be a relative path below the contract's directory, without '.' or '..' parts (got {file!r})")
        if path.suffix not in (".npy", ".npz"):
            raise ValueError(f"must name a .npy or .npz file (got {file!r})")
        return file

    @model_validator(mode="after")
    def _load(self, info: ValidationInfo) -> Explicit:
        context = info.context or {}
        table = context.get(TABLES, {}).get(self.sha256)
        if table is None:
            table = load_table(self.file, self.sha256, Path(context.get(MASK_DIR) or "."))
        self._table = table
        return self

    @model_validator(mode="wrap")
    @classmethod
    def _keep_loaded(cls, value: Any, handler):
        """A node already built keeps its table when a composite is built around it (its file
        may not exist: a derived mask lives in memory only)."""
        return value if isinstance(value, Explicit) else handler(value)

    @model_serializer(mode="wrap")
    def _written_form(self, handler, info):
        """Semantics leave the file name out (renaming a mask file changes no program); a plan's
        copy of the contract names the plan's own copy of the file."""
        document, context = handler(self), info.context or {}
        if context.get(SEMANTICS):
            document.pop("file", None)
        elif context.get(CARRIED):
            document["file"] = self.carried_under(context[CARRIED])
        return document

    def carried_under(self, directory: str) -> str:
        """Where a copy of the file lives under ``directory`` (a plan's): named by its content."""
        return f"{directory}/{self.sha256}{PurePosixPath(self.file).suffix}"

    @property
    def table(self) -> MaskTable:
        return self._table

    def length_problem(self, q_len: int, kv_len: int) -> str | None:
        table = self._table
        if (table.q_len, table.kv_len) != (q_len, kv_len):
            return (f"file: the mask in {self.file!r} is {table.q_len} x {table.kv_len} tokens; the contract's shape is "
                    f"{q_len} x {kv_len}")
        return None

    def attends(self, q, kv):
        return self._table.lookup(q, kv)

    def kv_intervals(self, q_first, q_last):
        return self._table.kv_intervals(q_first, q_last)

    def classify(self, q_first, q_last, kv_first, kv_last):
        """Exact for tiles on the cell grid (every kernel tile of a token-level mask; tiles of a
        block-level mask at its block size); otherwise EMPTY is exact and a tile touching a
        partial cell is PARTIAL until the planner evaluates it."""
        return self._table.classify(q_first, q_last, kv_first, kv_last)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        """Tiles that are one block of a block-level map share its deduplicated token mask;
        any other tile is its own group."""
        table = self._table
        if isinstance(table, BlockTable) and table.cell == (block_q, block_kv):
            return [table.tile_of(q_first, kv_first)]
        return [q_first, kv_first]

    def describe(self):
        table = self._table
        form = f"tokens in {table.cell[0]}x{table.cell[1]} blocks" if isinstance(table, BlockTable) else "tokens"
        return f"explicit({self.file}: {table.q_len}x{table.kv_len} {form})"

    def clamped(self, limit):
        return self

    def scaled(self, factor, heads):
        if factor == 1:
            return self
        table = self._table.sampled(scaled_length(self._table.q_len, factor, 1), scaled_length(self._table.kv_len, factor, 1))
        node = Explicit.model_validate({"kind": "explicit", "file": f"{PurePosixPath(self.file).stem}.scaled.npz",
                                       "sha256": table.sha256}, context={TABLES: {table.sha256: table}})
        return node


def dense_from(mask: Any, shape: tuple[int, int] | None = None) -> np.ndarray:
    """A bool ``[q_len, kv_len]`` array from an array, or from a token rule ``mask(q, kv)``
    (broadcasting numpy arrays in, bools out — a FlexAttention-style ``mask_mod`` without its
    batch and head arguments) evaluated over ``shape`` a band of rows at a time."""
    if callable(mask):
        q_len, kv_len = _rule_shape(shape, 2)
        _check_pairs(q_len, kv_len, "the mask")
        rows = max(1, (1 << 24) // kv_len)
        kv = np.arange(kv_len, dtype=np.int64)[None, :]
        bands = [np.broadcast_to(_bits(np.asarray(mask(np.arange(start, min(start + rows, q_len), dtype=np.int64)[:, None], kv)),
                                       "the token rule's result"), (min(start + rows, q_len) - start, kv_len))
                 for start in range(0, q_len, rows)]
        return np.concatenate(bands)
    array = np.asarray(mask)
    if array.ndim != 2 or 0 in array.shape:
        raise ValueError(f"an explicit mask is a non-empty 2-D [q_len, kv_len] array (got shape {list(array.shape)})")
    q_len, kv_len = array.shape
    _check_pairs(q_len, kv_len, "the mask")
    return _bits(array, "the mask")


def _rule_shape(shape: Any, *lengths: int) -> tuple[int, ...]:
    """A token rule's ``shape``: ``lengths`` positive integers (q_len, kv_len; or num_heads first)."""
    if not (isinstance(shape, (tuple, list)) and len(shape) in lengths
            and all(isinstance(n, (int, np.integer)) and not isinstance(n, bool) and n > 0 for n in shape)):
        form = " or ".join({2: "(q_len, kv_len)", 3: "(num_heads, q_len, kv_len)"}[n] for n in lengths)
        raise ValueError(f"a token rule needs shape={form} of positive integers (got {shape!r})")
    return tuple(int(n) for n in shape)


def _head_rule(mask: Any):
    """A token rule as ``rule(h, q, kv)``, whichever of the usual signatures it has: ``(q, kv)``,
    ``(h, q, kv)``, or FlexAttention's ``mask_mod(b, h, q_idx, kv_idx)`` (a contract's mask is
    the same for every example, so ``b`` is 0; batch-dependent masks are ``documents``)."""
    try:
        count = len(inspect.signature(mask).parameters)
    except (TypeError, ValueError):  # no signature to read (a builtin, a numpy ufunc): two arguments
        count = 2
    if count == 4:
        return lambda h, q, kv: mask(0, h, q, kv)
    if count == 3:
        return mask
    if count == 2:
        return lambda h, q, kv: mask(q, kv)
    raise ValueError(f"a token rule takes (q, kv), (h, q, kv) or (b, h, q, kv); this one takes {count} arguments")


def mask_document(mask: Any, path: str | Path, relative_to: str | Path = ".", shape: tuple[int, ...] | None = None) -> dict[str, Any]:
    """Write a mask bit-packed to the ``.npz`` ``path`` and return its contract ``mask`` document,
    ``file`` relative to ``relative_to`` (the directory the contract will be read from).

    ``mask`` is a bool ``[q_len, kv_len]`` array or a token rule with ``shape`` (see
    ``dense_from``; FlexAttention's ``mask_mod(b, h, q_idx, kv_idx)`` works as written); a
    ``[num_heads, q_len, kv_len]`` array, or a rule of the head with a 3-element ``shape``,
    gives a ``per_head`` document with one file per distinct head
    mask (``<stem>-<n>.npz``; one plain document when every head is the same)."""
    path, base = Path(path), resolved(Path(relative_to))
    if path.suffix != ".npz":
        raise ValueError(f"{path}: an explicit mask is written as an .npz file")
    if base not in resolved(path).parents:
        raise ValueError(f"{path} is not below {relative_to}: contracts name mask files relative to their directory")
    if callable(mask):
        sizes = _rule_shape(shape, 2, 3)
        rule, (num_heads, q_len, kv_len) = _head_rule(mask), sizes if len(sizes) == 3 else (1, *sizes)
        heads = [dense_from(lambda q, kv, h=h: rule(h, q, kv), (q_len, kv_len)) for h in range(num_heads)]
    else:
        array = np.asarray(mask)
        if array.ndim == 3 and len(array) == 0:
            raise ValueError(f"a per-head mask [num_heads, q_len, kv_len] needs at least one head (got shape {list(array.shape)})")
        heads = [dense_from(head) for head in array] if array.ndim == 3 else [dense_from(array)]
    tables = [TokenTable.from_mask(head) for head in heads]
    distinct = {table.sha256: table for table in tables}
    if len(distinct) == 1:  # one mask, or every head the same
        return written_document(tables[0], path, base)
    written = {sha: written_document(table, path.with_name(f"{path.stem}-{n}.npz"), base)
               for n, (sha, table) in enumerate(distinct.items())}
    return {"kind": "per_head", "heads": [written[table.sha256] for table in tables]}


def written_document(table: TokenTable, path: Path, relative_to: str | Path) -> dict[str, Any]:
    """Write a derived table's file to ``path``; its ``explicit`` document, ``file`` relative to
    ``relative_to``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with staged_file(path, "wb") as handle:
        handle.write(table.data or b"")
    return {"kind": "explicit", "file": path.resolve().relative_to(Path(relative_to).resolve()).as_posix(), "sha256": table.sha256}
