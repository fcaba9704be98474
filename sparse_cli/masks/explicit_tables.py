"""How an explicit mask is held: a ``MaskTable`` sees it through cells of ``cell_q x cell_kv``
tokens (8 x 8 for a token-level file, the file's blocks for a block-level one) known empty or
full, with a summed-area table of each, so a tile is classified in O(1) and a q block row's kv
interval comes from per-row extents; tokens are looked up only inside tiles that touch a
partial cell.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import numpy as np

from sparse_cli.masks.base import classes_from
from sparse_cli.masks.explicit_format import MaskFileError, npz_bytes

_TOKEN_CELL = 8  # token-level cells: 8 rows x one packed byte


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
        rows = packed.reshape(len(packed), bq * packed.shape[2])  # each block's bytes as one opaque value: np.unique(axis=0) of large
        keys = rows.view(np.dtype((np.void, rows.shape[1]))).reshape(-1)  # blocks builds a field per byte (minutes, GBs)
        _, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        tiles = packed[first]  # the same blocks in the same (byte-wise) order
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

