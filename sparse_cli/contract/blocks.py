"""Kernel block sizes per pass (forward, dq, dK/dV): what each pass tiles the sequences with,
and the lengths sequences are padded to so that every pass's blocks divide them."""

from __future__ import annotations

import math
from typing import Any

from pydantic import Field, field_validator, model_serializer, model_validator

from sparse_cli.masks.base import Strict
from sparse_cli.targets import TPU_LANES

#: Largest kernel block along either axis.
MAX_BLOCK = 8192
#: The kernel passes, each with its own block sizes: the forward, the dq backward pass and the
#: dK/dV backward pass (Splash's ``BlockSizes``: ``block_q``/``block_kv``, ``*_dq``, ``*_dkv``).
PASSES = ("fwd", "dq", "dkv")
#: Per-pass block fields: unset, a pass uses the forward's.
PASS_BLOCK_FIELDS = ("block_q_dq", "block_kv_dq", "block_q_dkv", "block_kv_dkv")


def largest_block(length: int) -> int:
    """The largest block a sequence of ``length`` tokens takes along its axis: the length in
    multiples of 8 (a lane's width when shorter), never above ``MAX_BLOCK``."""
    return min(MAX_BLOCK, max(TPU_LANES, -(-length // 8) * 8))


def each_pass(launched: dict) -> dict:
    """A value per pass in ``PASSES`` from one per pass with worklists of its own
    (``Blocks.worklist_passes``): the dq pass shares the forward's when it has none."""
    return {name: launched.get(name, launched["fwd"]) for name in PASSES}


#: A block size as the validator below enforces it, stated in the JSON Schema for editors (the
#: validator still words the message).
BLOCK_SIZE_SCHEMA: dict[str, Any] = {"minimum": 8, "multipleOf": 8, "maximum": MAX_BLOCK}


class Blocks(Strict):
    """Kernel block sizes: ``block_q`` x ``block_kv`` for the forward pass and, unless set
    apart, for both backward passes."""

    block_q: int = Field(json_schema_extra=BLOCK_SIZE_SCHEMA)
    block_kv: int = Field(json_schema_extra=BLOCK_SIZE_SCHEMA)
    block_q_dq: int | None = Field(default=None, description="dq pass; defaults to block_q", json_schema_extra=BLOCK_SIZE_SCHEMA)
    block_kv_dq: int | None = Field(default=None, description="dq pass; defaults to block_kv", json_schema_extra=BLOCK_SIZE_SCHEMA)
    block_q_dkv: int | None = Field(default=None, description="dK/dV pass; defaults to block_q", json_schema_extra=BLOCK_SIZE_SCHEMA)
    block_kv_dkv: int | None = Field(default=None, description="dK/dV pass; defaults to block_kv", json_schema_extra=BLOCK_SIZE_SCHEMA)

    @field_validator("block_q", "block_kv", *PASS_BLOCK_FIELDS)
    @classmethod
    def _multiple_of_8(cls, value: int | None) -> int | None:
        if value is None:
            return value
        if value <= 0 or value % 8:
            raise ValueError(f"must be a positive multiple of 8 (got {value})")
        if value > MAX_BLOCK:
            raise ValueError(f"must be at most {MAX_BLOCK} (got {value})")
        return value

    @model_validator(mode="after")
    def _common_multiple(self) -> Blocks:
        for index, (axis, unit) in enumerate(zip(("q", "kv"), self.units())):
            if unit > MAX_BLOCK:
                sizes = sorted({self.of(name)[index] for name in PASSES})
                raise ValueError(f"the passes' {axis} block sizes {sizes} have no common multiple up to {MAX_BLOCK} "
                                 f"(least: {unit}); sequences are padded to it, so choose sizes that divide each other")
        return self

    @model_serializer(mode="wrap")
    def _written_form(self, handler):
        """Per-pass sizes that are unset, or equal to the forward's, are not written: they
        change no program, so contracts without them keep their keys and locks."""
        written = handler(self)
        return {key: value for key, value in written.items()
                if value is not None and not (key in PASS_BLOCK_FIELDS and value == written[f"block_{key.split('_')[1]}"])}

    def of(self, name: str) -> tuple[int, int]:
        """``(block_q, block_kv)`` of pass ``name`` (one of ``PASSES``)."""
        if name == "fwd":
            return self.block_q, self.block_kv
        q, kv = getattr(self, f"block_q_{name}"), getattr(self, f"block_kv_{name}")
        return (q if q is not None else self.block_q), (kv if kv is not None else self.block_kv)

    def fields_of(self, name: str) -> tuple[str, str]:
        """The contract fields that set pass ``name``'s block sizes."""
        return ("block_q", "block_kv") if name == "fwd" else (f"block_q_{name}", f"block_kv_{name}")

    @property
    def separate_dq(self) -> bool:
        """True when the dq pass has block sizes of its own (then its own worklists)."""
        return self.of("dq") != self.of("fwd")

    @property
    def worklist_passes(self) -> tuple[str, ...]:
        """The passes with worklists (and a launch layout) of their own: the dq pass walks the
        forward's unless its blocks differ; the dK/dV pass always has its transposed ones."""
        return tuple(name for name in PASSES if name != "dq" or self.separate_dq)

    @property
    def per_pass(self) -> bool:
        """True when some backward pass has block sizes other than the forward's."""
        return any(self.of(name) != self.of("fwd") for name in PASSES)

    @property
    def lane_aligned(self) -> bool:
        """True when every pass's blocks are multiples of the TPU's 128 lanes (native kernels)."""
        return all(size % TPU_LANES == 0 for name in PASSES for size in self.of(name))

    def units(self) -> tuple[int, int]:
        """The q and kv lengths every pass's blocks divide: sequences are padded to multiples
        of these (the block sizes themselves when no pass sets its own)."""
        sizes = [self.of(name) for name in PASSES]
        return math.lcm(*(q for q, _ in sizes)), math.lcm(*(kv for _, kv in sizes))

    def describe(self) -> str:
        """``512x512`` or, with per-pass sizes, ``fwd 512x512, dq 256x512, dkv 512x1024``."""
        if not self.per_pass:
            return f"{self.block_q}x{self.block_kv}"
        return ", ".join(f"{name} {'x'.join(map(str, self.of(name)))}" for name in PASSES)
