"""Mask contracts: the pydantic models every command shares, loading, and the cache key.

A contract is pure data. Its meaning (which tokens attend) lives in ``masks/``; this module
only validates the document and names the problem precisely when it is wrong.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import tomllib
from collections.abc import Mapping
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import Field, ValidationError, field_validator, model_serializer, model_validator

from sparse_cli.arguments import PATH, require
from sparse_cli.masks import KINDS, TAGS, Causal, Mask, MaskKind, Strict
from sparse_cli.masks.base import scaled_length, walk
from sparse_cli.masks.explicit import MASK_DIR, SEMANTICS, TABLES, Explicit
from sparse_cli.targets import TARGET_NAMES, TARGETS, TPU_LANES

FORMAT_VERSION: Literal[1] = 1

#: TPU generations a contract can target (the chip whose compiler and SMEM budget apply): the
#: rows of ``targets.TARGETS``.
Target = Literal[TARGET_NAMES]  # type: ignore[valid-type]
Backend = Literal["auto", "pallas", "splash", "dense", "tokamax"]
DType = Literal["float32", "bfloat16", "float16"]

#: Longest sequence a contract may describe; keeps every position and mask parameter, once
#: clamped to ``q_len + kv_len``, inside int32 arithmetic (the kernels' index type).
MAX_TOKENS = 2**30
#: Bounds that keep one contract from a pull request within a laptop's or CI runner's means.
MAX_HEADS = 1024
MAX_HEAD_DIM = 1024
#: Most examples per call a contract may state (``shape.batch``).
MAX_BATCH = 4096
MAX_BLOCK = 8192
MAX_MASK_NODES = 2048
MAX_MASK_DEPTH = 32
#: Score scale and softcap beyond these overflow float32 long before they mean anything.
MAX_SCALE = 1e3
MAX_SOFTCAP = 1e4
#: Contract names become file names (plans, lock entries, emitted programs): identifiers only.
NAME_PATTERN = r"^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$"


class ContractError(ValueError):
    """A contract document that cannot be used; the message names the file and the field."""


# --------------------------------------------------------------------------- runtime layers


class Documents(Strict):
    """Packed documents: ``mask`` and, at run time, only token pairs of the same document
    (segment ids per batch; negative ids are padding). The static plan of ``mask`` bounds every
    runtime plan; ``max_grid_width`` may bound the steps per row tighter (a batch that needs
    more is refused, never truncated)."""

    kind: Literal["documents"] = "documents"
    mask: Mask
    max_grid_width: int | None = Field(default=None, gt=0, le=MAX_TOKENS)


class Clustered(Strict):
    """Routed (MoBA-style) causal attention: per batch, each q route block attends to the
    ``top_k`` kv route blocks whose mean key best matches its mean query (its own block always
    kept when ``always_local``); ``share="kv_group"`` merges the picks of the heads sharing a kv
    head. ``route_block`` must be a multiple of both kernel block sizes."""

    kind: Literal["clustered"] = "clustered"
    route_block: int = Field(gt=0, le=MAX_TOKENS)
    top_k: int = Field(gt=0, le=MAX_TOKENS)
    always_local: bool = True
    share: Literal["head", "kv_group"] = "head"


#: A contract's mask: any static mask kind, packed documents on top of one, or routed attention.
if TYPE_CHECKING:
    ContractMask = MaskKind | Documents | Clustered
else:
    ContractMask = Annotated[Union[(*KINDS, Documents, Clustered)], Field(discriminator="kind")]


# --------------------------------------------------------------------------- contract


class Shape(Strict):
    q_len: int = Field(gt=0, le=MAX_TOKENS)
    kv_len: int = Field(gt=0, le=MAX_TOKENS)
    num_heads: int = Field(gt=0, le=MAX_HEADS)
    num_kv_heads: int | None = Field(default=None, gt=0, le=MAX_HEADS, description="defaults to num_heads")
    head_dim: int = Field(gt=0, le=MAX_HEAD_DIM, description="of queries and keys")
    head_dim_v: int | None = Field(default=None, gt=0, le=MAX_HEAD_DIM,
                                   description="of values and the output (MLA-style); defaults to head_dim")
    dtype: DType = "bfloat16"
    batch: int | None = Field(default=None, gt=0, le=MAX_BATCH,
                              description="examples per call: compile audits, and run times, the [B, H, L, D] program")

    @model_serializer(mode="wrap")
    def _written_form(self, handler):
        """An unset batch, and a head_dim_v unset or equal to head_dim, are not written: they
        change no program, so contracts without them keep their semantics and keys."""
        written = handler(self)
        return {key: value for key, value in written.items()
                if not (key == "batch" and value is None) and not (key == "head_dim_v" and value in (None, written["head_dim"]))}

    @model_validator(mode="after")
    def _kv_heads_divide(self) -> Shape:
        if self.num_heads % self.kv_heads:
            raise ValueError(
                f"num_kv_heads={self.kv_heads} must divide num_heads={self.num_heads} "
                "(each kv head serves an equal group of query heads)"
            )
        return self

    @property
    def kv_heads(self) -> int:
        return self.num_kv_heads if self.num_kv_heads is not None else self.num_heads

    @property
    def value_dim(self) -> int:
        """Head dimension of values and of the output."""
        return self.head_dim_v if self.head_dim_v is not None else self.head_dim


#: The kernel passes, each with its own block sizes: the forward, the dq backward pass and the
#: dK/dV backward pass (Splash's ``BlockSizes``: ``block_q``/``block_kv``, ``*_dq``, ``*_dkv``).
PASSES = ("fwd", "dq", "dkv")
#: Per-pass block fields: unset, a pass uses the forward's.
PASS_BLOCK_FIELDS = ("block_q_dq", "block_kv_dq", "block_q_dkv", "block_kv_dkv")


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


class MaskContract(Strict):
    """The shared language of every command: shape, blocks, mask and kernel options."""

    format_version: Literal[1] = FORMAT_VERSION
    name: str = Field(pattern=NAME_PATTERN, description="letters, digits, '.', '_', '-'; no leading dot or dash")
    description: str = Field(default="", max_length=10_000)
    shape: Shape
    blocks: Blocks
    mask: ContractMask
    scale: float | None = Field(default=None, gt=0, le=MAX_SCALE, allow_inf_nan=False, description="defaults to 1/sqrt(head_dim)")
    softcap: float | None = Field(default=None, gt=0, le=MAX_SOFTCAP, allow_inf_nan=False)
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
            limit = max(TPU_LANES, -(-length // 8) * 8)
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
        if isinstance(self.mask, Documents):
            return self.mask.mask
        return Causal() if isinstance(self.mask, Clustered) else self.mask

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
        canonical = json.dumps(self.semantics(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()

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


def explicit_masks(mask: MaskKind) -> list[Explicit]:
    """The explicit (file) masks in a mask tree, each distinct file content once."""
    found = {node.sha256: node for _, node in walk(mask) if isinstance(node, Explicit)}
    return list(found.values())


def head_masks(contract: MaskContract) -> list[MaskKind]:
    """The head-free mask tree of each query head: ``per_head`` resolved, parameters clamped to
    ``q_len + kv_len`` (which changes no pair and bounds all position arithmetic)."""
    limit = contract.shape.q_len + contract.shape.kv_len
    return [contract.static_mask.resolve(head).clamped(limit) for head in range(contract.shape.num_heads)]


def distinct_head_masks(contract: MaskContract) -> tuple[list[MaskKind], list[int]]:
    """The distinct head-free masks of a contract and, per query head, which one it uses."""
    masks: list[MaskKind] = []
    index: dict[str, int] = {}
    uses = []
    for mask in head_masks(contract):
        key = mask.model_dump_json(context={SEMANTICS: True})
        if key not in index:
            index[key] = len(masks)
            masks.append(mask)
        uses.append(index[key])
    return masks, uses


def token_rule(contract: MaskContract) -> MaskKind | None:
    """The mask every query head uses, when it has a closed form (no ``explicit`` node): the
    kernels then evaluate it on the token positions of a partial tile (iota arithmetic) instead
    of loading a stored partial block. None for per-head masks and masks given as data."""
    masks, _ = distinct_head_masks(contract)
    if len(masks) > 1 or explicit_masks(masks[0]):
        return None
    return masks[0]


def scaled_down(contract: MaskContract, factor: float, heads: list[int], kv_heads: int, blocks: Blocks) -> MaskContract:
    """The contract's pattern ``factor`` times smaller: lengths, offsets, windows, chunks and
    prefixes divided by one factor (rounded; windows and chunks at least 1), only the query
    ``heads`` listed (original indices, each with its own mask) over ``kv_heads`` kv heads, and
    the given kernel blocks. Choosing heads and blocks that keep the structure is the caller's
    job (``planner.scale``)."""
    unit = math.lcm(*blocks.units())

    def shrink(node: Mask | Documents | Clustered) -> Mask | Documents | Clustered:
        if isinstance(node, Documents):  # a stated width bound does not scale: use the derived one
            return Documents(mask=node.mask.scaled(factor, heads))
        if isinstance(node, Clustered):  # route blocks shrink with the length, in whole kernel blocks
            return node.model_copy(update={"route_block": max(unit, round(node.route_block / factor / unit) * unit)})
        return node.scaled(factor, heads)

    shape = contract.shape
    q_len, kv_len = scaled_length(shape.q_len, factor, 1), scaled_length(shape.kv_len, factor, 1)
    document = contract.model_dump(mode="json")
    document["name"] = f"{contract.name[:100]}.scaled-{max(q_len, kv_len)}"
    document["shape"].update(q_len=q_len, kv_len=kv_len, num_heads=len(heads), num_kv_heads=kv_heads)
    document["blocks"] = blocks.model_dump()
    mask = shrink(contract.mask)
    document["mask"] = mask.model_dump(mode="json")
    static = mask.mask if isinstance(mask, Documents) else Causal() if isinstance(mask, Clustered) else mask
    tables = {node.sha256: node.table for node in explicit_masks(static)}  # derived masks live in memory only
    return parse_contract(document, f"{contract.name} scaled down by {factor:g}", tables=tables)


# --------------------------------------------------------------------------- loading


#: The runtime layers: mask kinds that may only be a contract's top-level mask.
RUNTIME_KINDS = ("documents", "clustered")
#: Mask kinds, as they appear in pydantic's error locations of the tagged unions.
_MASK_KINDS = {*TAGS, *RUNTIME_KINDS}
#: Contract file formats by suffix.
FORMATS = {".json": "JSON", ".toml": "TOML"}
#: Largest contract file read (a contract is a few hundred bytes; an expression of the most
#: mask nodes is well under this).
MAX_CONTRACT_BYTES = 1 << 20


def _misplaced_kind(item: Mapping[str, Any], kinds: list[str]) -> str:
    """Why a mask kind is refused where it stands: unknown, or a runtime layer (``RUNTIME_KINDS``)
    nested inside ``kinds[-1]`` when it may only be the top-level mask."""
    kind = item.get("input", {}).get("kind") if isinstance(item.get("input"), dict) else None
    if kind not in RUNTIME_KINDS:
        return f"unknown mask kind {kind!r}; expected one of {item.get('ctx', {}).get('expected_tags', '')}"
    where = f"inside {kinds[-1]!r}" if kinds else "nested"
    fix = ("it applies the segment ids to a whole static mask: put that mask in its 'mask' field" if kind == "documents"
           else "routed attention is a contract's whole mask")
    return f"mask kind {kind!r} may only be the top-level mask (mask.kind), not {where}: {fix}"


def format_validation_error(error: ValidationError, source: str, what: str = "contract") -> str:
    """One line per distinct problem, located by the JSON path the user wrote (``mask.size``,
    not pydantic's ``mask.sliding_window.size``)."""
    problems: dict[tuple[str, str], list[str]] = {}  # (path with indices elided, message) -> paths
    for item in error.errors():
        loc = [part for part in item["loc"] if not (isinstance(part, str) and part in _MASK_KINDS)]
        where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in loc)
        where = where.lstrip(".") or "(document)"
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "extra_forbidden":
            message = f"unknown field (not part of the {what} format; check the spelling)"
        elif item["type"] == "union_tag_invalid":
            message = _misplaced_kind(item, [part for part in item["loc"] if isinstance(part, str) and part in _MASK_KINDS])
        elif item["type"] == "string_pattern_mismatch" and loc == ["name"]:
            message = "must be letters, digits, '.', '_' or '-' (at most 128, not starting with '.' or '-'): it names files"
        shape = re.sub(r"\[\d+\]", "[]", where)
        problems.setdefault((shape, message), []).append(where)
    lines = [f"{source}: invalid {what}"]
    for (_, message), paths in problems.items():
        more = f" (and {len(paths) - 1} more like it)" if len(paths) > 1 else ""
        lines.append(f"  {paths[0]}: {message}{more}")
    return "\n".join(lines)


def _check_mask_size(mask: Any) -> None:
    """Refuse an oversized or too deeply nested mask expression before validating it (validation
    and serialisation recurse, and a 10 MB ``or`` would cost minutes)."""
    nodes, stack = 0, [(mask, 1, "mask")]
    while stack:
        node, depth, path = stack.pop()
        nodes += 1
        if nodes > MAX_MASK_NODES:
            raise ValueError(f"mask: more than {MAX_MASK_NODES} mask nodes (the limit of one contract)")
        if depth > MAX_MASK_DEPTH:
            raise ValueError(f"{path}: masks nested more than {MAX_MASK_DEPTH} deep (the limit of one contract)")
        if isinstance(node, dict):
            for field in ("of", "heads"):
                if isinstance(node.get(field), list):
                    stack += [(child, depth + 1, f"{path}.{field}[{i}]") for i, child in enumerate(node[field])]
            if isinstance(node.get("mask"), dict):
                stack.append((node["mask"], depth + 1, f"{path}.mask"))


def parse_contract(document: dict[str, Any], source: str = "contract", mask_dir: str | Path | None = None,
                   tables: dict | None = None) -> MaskContract:
    """Validate a contract document; raise ContractError naming each bad field. Explicit mask
    files are read relative to ``mask_dir`` (default: the working directory) unless ``tables``
    (by sha256) already holds them."""
    if not isinstance(document, dict):
        raise ContractError(f"{source}: a contract must be a JSON/TOML object, got {type(document).__name__}")
    try:
        _check_mask_size(document.get("mask"))
        return MaskContract.model_validate(document, context={MASK_DIR: mask_dir, TABLES: tables or {}})
    except ValidationError as error:
        raise ContractError(format_validation_error(error, source)) from None
    except ValueError as error:
        raise ContractError(f"{source}: invalid contract\n  {error}") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (a repeated key would silently win)."""
    document = {}
    for key, value in pairs:
        if key in document:
            raise ValueError(f"the key {key!r} appears twice in one object")
        document[key] = value
    return document


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str) -> Any:
    """Strict JSON: no repeated keys, no ``NaN``/``Infinity``; raises ValueError."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(f"nested too deeply to read (masks may nest at most {MAX_MASK_DEPTH} deep)") from None


def read_contract_document(path: str | PathLike) -> dict[str, Any]:
    """Read a ``.json`` or ``.toml`` contract file into a plain document."""
    path = Path(path)
    suffix = path.suffix.lower()
    if path.is_dir():
        hint = " (a plan directory: run, verify and compile take it in place of the contract)" if (path / "manifest.json").is_file() else ""
        raise ContractError(f"{path}: is a directory, not a contract file{hint}")
    if not path.is_file():
        raise ContractError(f"{path}: no such contract file")
    if suffix not in FORMATS:
        raise ContractError(f"{path}: unsupported contract format {suffix or '(no suffix)'!r}; write it as "
                            f"{' or '.join(FORMATS.values())} ({', '.join(FORMATS)})")
    if path.stat().st_size > MAX_CONTRACT_BYTES:
        raise ContractError(f"{path}: {path.stat().st_size:,} bytes is larger than a contract can be ({MAX_CONTRACT_BYTES:,})")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ContractError(f"{path}: not UTF-8 text (byte {error.start}); contracts are UTF-8 {FORMATS[suffix]}") from None
    except OSError as error:
        raise ContractError(f"{path}: cannot be read ({error.strerror or error})") from None
    if suffix == ".toml":
        try:
            return tomllib.loads(text)
        except RecursionError:
            raise ContractError(f"{path}: nested too deeply to read (masks may nest at most {MAX_MASK_DEPTH} deep)") from None
        except tomllib.TOMLDecodeError as error:
            raise ContractError(f"{path}: not valid TOML: {error}") from None
    try:
        return parse_json(text)
    except json.JSONDecodeError as error:
        raise ContractError(f"{path}: not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None
    except ValueError as error:
        raise ContractError(f"{path}: not valid JSON: {error}") from None


def load_contract(source: str | PathLike | dict[str, Any] | MaskContract, mask_dir: str | Path | None = None) -> MaskContract:
    """A validated contract from a path (JSON or TOML), a plain document, or a contract. A
    file's explicit masks are read relative to its directory; a document's relative to
    ``mask_dir`` (default: the working directory)."""
    if isinstance(source, MaskContract):
        return source
    if isinstance(source, dict):
        return parse_contract(source, mask_dir=mask_dir)
    require(source, PATH, "contract", "a contract file's path (str or os.PathLike), a contract document (dict) or a MaskContract")
    document = read_contract_document(source)
    if isinstance(document, dict) and "layers" in document:  # sparse_cli.model's mark of a model file
        raise ContractError(f"{source}: a model file (it lists layers), not one contract: plan, classify and compile take "
                            "models; run and verify take one of its layers' contracts")
    return parse_contract(document, str(source), mask_dir=Path(source).parent)


def contract_json_schema() -> dict[str, Any]:
    """The contract's JSON Schema, naming the draft it is written in (pydantic writes 2020-12)."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **MaskContract.model_json_schema()}
