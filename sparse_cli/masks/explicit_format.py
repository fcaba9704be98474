"""The container of an explicit mask file: ``.npy``/``.npz`` bytes to arrays and back.

A mask file is hostile input: its size is bounded before reading, every array's header is
checked before the array is allocated, an ``.npz`` is refused from its zip directory before
anything inflates, and nothing is unpickled. Writing is canonical (fixed member timestamps), so a
mask written twice has one sha256.
"""

from __future__ import annotations

import io
import zipfile

import numpy as np

#: Largest mask file read, and most bytes the arrays of an ``.npz`` inflate to, all together.
MAX_FILE_BYTES = 1 << 28
#: Most arrays an ``.npz`` mask file holds (a block-level map has five).
MAX_ARRAYS = 5

_INTEGER_KINDS = "biu"


class MaskFileError(ValueError):
    """An explicit mask file that cannot be used (bad input: the message names the file)."""


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
    if any(size < 0 for size in shape):
        raise MaskFileError(f"{name}: its header declares shape {list(shape)}, with a negative dimension")
    count = int(np.prod(shape, dtype=object))
    if count * dtype.itemsize > max_bytes:
        raise MaskFileError(f"{name}: {count:,} elements of {dtype} is larger than a mask file may hold ({max_bytes:,} bytes)")
    data = stream.read(count * dtype.itemsize)
    if len(data) != count * dtype.itemsize:
        raise MaskFileError(f"{name}: truncated ({len(data):,} of {count * dtype.itemsize:,} data bytes)")
    array = np.frombuffer(data, dtype=dtype).reshape(shape, order="F" if fortran else "C")
    return np.asarray(array, order="C")  # a 0-d array stays 0-d (ascontiguousarray makes it [1])


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
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError, EOFError, RuntimeError) as error:  # RuntimeError: encrypted
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

