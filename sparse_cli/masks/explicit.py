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

A file is hostile input: ``explicit_loading`` reads it (confined, bounded, pinned) into a table
(``explicit_tables``) that classifies a tile in O(1). This module is the kind itself and the way
to write one (``mask_document``).
"""

from __future__ import annotations

import inspect
from pathlib import Path, PurePosixPath
from typing import Any, Literal

import numpy as np
from pydantic import Field, PrivateAttr, ValidationInfo, field_validator, model_serializer, model_validator

from sparse_cli.files import resolved, staged_file
from sparse_cli.masks.base import MaskKind, scaled_length
from sparse_cli.masks.explicit_format import MAX_FILE_BYTES as MAX_FILE_BYTES  # re-exported: the file bound users see
from sparse_cli.masks.explicit_format import MaskFileError as MaskFileError  # re-exported: the error users catch
from sparse_cli.masks.explicit_loading import bits, check_pairs, load_table
from sparse_cli.masks.explicit_tables import BlockTable, MaskTable, TokenTable

#: Validation-context keys: the directory relative mask files are read from (default: the
#: working directory), and tables already in memory by sha256 (masks derived in this process).
MASK_DIR = "mask_dir"
TABLES = "mask_tables"
#: Serialisation-context keys: dump without the file name (the program depends on the
#: content), or with the file renamed to its content-named copy under a directory (a plan's).
SEMANTICS = "semantics"
CARRIED = "carried_under"


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
        check_pairs(q_len, kv_len, "the mask")
        rows = max(1, (1 << 24) // kv_len)
        kv = np.arange(kv_len, dtype=np.int64)[None, :]
        bands = [np.broadcast_to(bits(np.asarray(mask(np.arange(start, min(start + rows, q_len), dtype=np.int64)[:, None], kv)),
                                      "the token rule's result"), (min(start + rows, q_len) - start, kv_len))
                 for start in range(0, q_len, rows)]
        return np.concatenate(bands)
    array = np.asarray(mask)
    if array.ndim != 2 or 0 in array.shape:
        raise ValueError(f"an explicit mask is a non-empty 2-D [q_len, kv_len] array (got shape {list(array.shape)})")
    q_len, kv_len = array.shape
    check_pairs(q_len, kv_len, "the mask")
    return bits(array, "the mask")


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
