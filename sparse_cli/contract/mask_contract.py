"""The contract itself: shape, blocks, mask and kernel options, checked against each other, and
what the compiled program depends on (its semantics and cache key)."""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any, Literal

from pydantic import BaseModel, Field, model_serializer, model_validator

from sparse_cli.contract.blocks import PASS_BLOCK_FIELDS, PASSES, Blocks, largest_block
from sparse_cli.contract.runtime_layers import Clustered, ContractMask, Documents, static_mask_of
from sparse_cli.contract.shape import Shape
from sparse_cli.masks.base import Strict, walk
from sparse_cli.masks.explicit import SEMANTICS
from sparse_cli.masks.registry import Mask
from sparse_cli.targets import TARGET_NAMES, TARGETS, TPU_LANES

FORMAT_VERSION: Literal[1] = 1

#: TPU generations a contract can target (the chip whose compiler and SMEM budget apply): the
#: rows of ``targets.TARGETS``.
Target = Literal[TARGET_NAMES]  # type: ignore[valid-type]
Backend = Literal["auto", "pallas", "splash", "splash-fused", "dense", "tokamax"]

#: Score scale and softcap beyond these overflow float32 long before they mean anything; below
#: these they vanish in it (a scale of 1e-320 is 0 in float32, and a soft cap divides the scores).
MAX_SCALE = 1e3
MAX_SOFTCAP = 1e4
MIN_SCALE = MIN_SOFTCAP = 1e-6
#: Contract names become file names (plans, lock entries, emitted programs): identifiers only.
NAME_PATTERN = r"^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$"


def semantics_key(semantics: dict) -> str:
    """A contract's cache key: the sha256 of its semantics (``semantics()``) as canonical JSON.
    The lock recomputes it from the semantics it records, to refuse a hand-edited entry."""
    return hashlib.sha256(json.dumps(semantics, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


class MaskContract(Strict):
    """The shared language of every command: shape, blocks, mask and kernel options."""

    format_version: Literal[1] = FORMAT_VERSION
    name: str = Field(pattern=NAME_PATTERN, description="letters, digits, '.', '_', '-'; no leading dot or dash")
    description: str = Field(default="", max_length=10_000)
    shape: Shape
    blocks: Blocks
    mask: ContractMask
    scale: float | None = Field(default=None, ge=MIN_SCALE, le=MAX_SCALE, allow_inf_nan=False, description="defaults to 1/sqrt(head_dim)")
    softcap: float | None = Field(default=None, ge=MIN_SOFTCAP, le=MAX_SOFTCAP, allow_inf_nan=False)
    segment_ids: bool = False
    sinks: bool = Field(default=False, description="a learned logit per query head in every softmax denominator "
                                                   "(attention sinks, as in gpt-oss), given at run time")
    backend: Backend = "auto"
    target: Target = "v5e"

    @model_serializer(mode="wrap")
    def _written_form(self, handler):
        """``sinks: false`` is not written, so contracts without sinks keep their semantics and keys."""
        return {key: value for key, value in handler(self).items() if not (key == "sinks" and value is False)}

    @model_validator(mode="after")
    def _per_head_lengths(self) -> MaskContract:
        lengths = {"q": self.shape.q_len, "kv": self.shape.kv_len}
        for field in ("block_q", "block_kv", *PASS_BLOCK_FIELDS):
            value, length = getattr(self.blocks, field), lengths[field.split("_")[1]]
            limit = largest_block(length)
            if value is not None and value > limit:
                raise ValueError(f"blocks.{field}={value} is larger than the sequence needs: at most "
                                 f"{limit} for {length} tokens (a block is padded with masked tokens up to its size)")
        if self.documents is not None and not self.segment_ids:
            raise ValueError("mask kind 'documents' takes runtime segment ids: set segment_ids: true")
        if self.clustered is not None:
            for name in PASSES:
                for field, value in zip(self.blocks.fields_of(name), self.blocks.of(name)):
                    if self.clustered.route_block % value:
                        raise ValueError(f"mask.route_block={self.clustered.route_block} must be a multiple of blocks.{field}="
                                         f"{value} (route blocks expand into whole kernel blocks)")
        root = "mask.mask" if self.documents is not None else "mask"
        for path, node in walk(self.static_mask, root):
            problem = node.head_problem(self.shape.num_heads) or node.length_problem(self.shape.q_len, self.shape.kv_len)
            if problem:
                raise ValueError(f"{path}.{problem}")
        return self

    @property
    def documents(self) -> Documents | None:
        """The packed-documents layer, when the mask has one."""
        return self.mask if isinstance(self.mask, Documents) else None

    @property
    def clustered(self) -> Clustered | None:
        """The routing layer, when the mask is routed attention."""
        return self.mask if isinstance(self.mask, Clustered) else None

    @property
    def static_mask(self) -> Mask:
        """The mask every batch shares: runtime layers (documents, routing) only ever remove
        token pairs from it, so its plan bounds every batch's plan."""
        return static_mask_of(self.mask)

    @property
    def runtime_kind(self) -> str | None:
        """"documents" or "clustered" when each batch gets its own plan (the static one is the bound)."""
        return "documents" if self.documents is not None else "clustered" if self.clustered is not None else None

    @property
    def effective_scale(self) -> float:
        return self.scale if self.scale is not None else 1.0 / math.sqrt(self.shape.head_dim)

    @property
    def padded_lengths(self) -> tuple[int, int]:
        """q and kv lengths padded to whole blocks of every pass, as the kernels see them."""
        q_unit, kv_unit = self.blocks.units()
        return -(-self.shape.q_len // q_unit) * q_unit, -(-self.shape.kv_len // kv_unit) * kv_unit

    def grid_of(self, name: str) -> tuple[int, int]:
        """``(q blocks, kv blocks)`` of pass ``name`` over the padded lengths."""
        (q_pad, kv_pad), (block_q, block_kv) = self.padded_lengths, self.blocks.of(name)
        return q_pad // block_q, kv_pad // block_kv

    @property
    def num_q_blocks(self) -> int:
        return self.grid_of("fwd")[0]

    @property
    def num_kv_blocks(self) -> int:
        return self.grid_of("fwd")[1]

    def semantics(self) -> dict:
        """What the compiled program depends on: everything but ``name`` and ``description``,
        with the scale as applied (an unset scale and an explicit ``1/sqrt(head_dim)`` are one
        program; an explicit mask is its sha256, not its file name). The cache key hashes it; the
        lock records it to explain contract drift."""
        semantics = self.model_dump(mode="json", exclude={"name", "description", "scale"}, context={SEMANTICS: True})
        semantics["scale"] = repr(self.effective_scale)
        return semantics

    def cache_key(self) -> str:
        """sha256 of the static semantics (``semantics()``)."""
        return semantics_key(self.semantics())

    def warnings(self) -> list[str]:
        """Legal but probably unintended choices, for the CLI to print on stderr."""
        notes = []
        for field in ("block_q", "block_kv", *PASS_BLOCK_FIELDS):
            value = getattr(self.blocks, field)
            if value is not None and value % TPU_LANES:
                notes.append(
                    f"blocks.{field}={value} is not a multiple of {TPU_LANES}: {TARGETS[self.target].marketing} "
                    f"lanes are {TPU_LANES} wide, so this block wastes vector lanes or fails to lower"
                )
        return notes


def contract_json_schema(document: type[BaseModel] | None = None) -> dict[str, Any]:
    """The JSON Schema of a document (default a mask contract), naming the draft it is written
    in (pydantic writes 2020-12)."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **(document or MaskContract).model_json_schema()}
