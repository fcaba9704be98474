"""A serving contract: one attention layer served by ragged paged attention — its heads, page
size and the static shape of every batch (sequences, batched tokens, context) — and the mask,
at absolute positions, that its kv walk skips pages by. Recognised by its ``shape.page_size``."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, TypeAdapter, ValidationError, field_validator, model_validator

from sparse_cli.contract import NAME_PATTERN, ContractError, Target, format_validation_error, mask_nodes, read_contract_document
from sparse_cli.contract.mask_contract import MAX_SCALE, MAX_SOFTCAP, MIN_SCALE, MIN_SOFTCAP, semantics_key
from sparse_cli.contract.shape import MAX_HEAD_DIM, MAX_HEADS, check_head_groups, kv_heads_of
from sparse_cli.masks import Causal, Explicit, Mask, MaskKind, PerHead
from sparse_cli.masks.base import Strict, walk

#: Largest context (pages per sequence x page size) the kernel's int32 position arithmetic serves.
MAX_CONTEXT = 2**28
#: Most new tokens a draft tree may order (its columns ride in VMEM with every work item).
MAX_DRAFT = 1024
#: Most sequences and batched tokens of one serving program (bounds of a CI runner's means).
MAX_SEQS = 1 << 14
MAX_BATCHED_TOKENS = 1 << 20
#: Most page-table entries (sequences x pages per sequence): 16 MiB of int32, sixteen times the
#: largest TPU SMEM (where the kernels prefetch it), so ``classify --check`` can still say by how much.
MAX_PAGE_TABLE = 1 << 22
#: Queries per work item (``block_q``, ``num_queries_per_block``) by default and at most: its rows
#: ride in VMEM. More than a batch's tokens runs as that many (the results are the same).
DEFAULT_BLOCK_Q = 16
MAX_BLOCK_Q = 4096

_MASK = TypeAdapter(Mask)


def serving_mask(document: Any, context: int) -> MaskKind:
    """The analytic mask a serving call names (a contract mask document, default causal),
    clamped to ``context`` tokens so the device's int32 position arithmetic cannot overflow."""
    if document is None:
        document = {"kind": "causal"}
    if isinstance(document, MaskKind):
        mask = document
    else:
        if not isinstance(document, dict):
            raise TypeError(f"mask: expected a mask document (a dict such as {{'kind': 'sliding_window', 'size': 256}}), "
                            f"got {type(document).__name__}")
        try:
            check_served_document(document)
            mask = _MASK.validate_python(document)
        except ValidationError as error:
            raise ContractError(format_validation_error(error, "mask")) from None
        except ValueError as error:
            raise ContractError(str(error)) from None
    for path, node in walk(mask):
        if isinstance(node, (Explicit, PerHead)):
            raise ContractError(_not_served(path, node.kind))
    return mask.clamped(2 * context)


#: Mask kinds serving does not take: why, and what to give instead.
_NOT_SERVED = {
    "documents": "each sequence of a batch already attends only to its own pages: give the mask inside it (its 'mask') "
                 "as the serving mask",
    "clustered": "routed (top-k) attention has no serving kernel here",
    "explicit": "every query head and sequence shares one analytic mask at absolute positions",
    "per_head": "every query head and sequence shares one analytic mask at absolute positions",
}


def _not_served(path: str, kind: str) -> str:
    return f"{path}: {kind} masks are not supported in serving ({_NOT_SERVED[kind]})"


def check_served_document(mask: Any) -> None:
    """Refuse, before validation, a mask document serving cannot take: more nodes or nesting
    than any contract may have (``contract.mask_nodes``: a 20,000-node ``or`` took 100 s to
    classify), and the kinds it does not serve, by name — an explicit mask before its file is
    read (``ValueError``)."""
    for path, node in mask_nodes(mask):
        kind = node.get("kind") if isinstance(node, dict) else None
        if kind in _NOT_SERVED:
            raise ValueError(_not_served(path, kind))


def default_pages_per_block(pages_per_seq: int, page_size: int) -> int:
    """Pages per kv step when none is given: 256 tokens' worth (at least one, at most a sequence's)."""
    return max(1, min(pages_per_seq, 256 // page_size))


def max_items(tokens: int, max_seqs: int, block_q: int) -> int:
    """Work items a batch of ``tokens`` queries over ``max_seqs`` sequences can need (at most
    one partial block per sequence)."""
    return min(tokens, tokens // block_q + max_seqs)

class ServingShape(Strict):
    """The static shape every batch of one serving program shares (one compilation)."""

    num_heads: int = Field(gt=0, le=MAX_HEADS, description="query heads")
    num_kv_heads: int | None = Field(default=None, gt=0, le=MAX_HEADS, description="defaults to num_heads")
    head_dim: int = Field(gt=0, le=MAX_HEAD_DIM)
    dtype: Literal["float32", "bfloat16"] = "bfloat16"
    page_size: int = Field(gt=0, le=4096, description="tokens per kv page")
    max_seqs: int = Field(gt=0, le=MAX_SEQS, description="sequences per batch, at most")
    tokens: int = Field(gt=0, le=MAX_BATCHED_TOKENS, description="query tokens per batch (max_num_batched_tokens)")
    context: int = Field(gt=0, le=MAX_CONTEXT, description="longest sequence (kv tokens); a multiple of page_size")

    @model_validator(mode="after")
    def _consistent(self) -> ServingShape:
        check_head_groups(self.num_heads, self.kv_heads)
        if self.context % self.page_size:
            raise ValueError(f"context={self.context} is not a whole number of {self.page_size}-token pages")
        if self.max_seqs * self.pages_per_seq > MAX_PAGE_TABLE:
            raise ValueError(f"a page table of {self.max_seqs:,} sequences x {self.pages_per_seq:,} pages is "
                             f"{self.max_seqs * self.pages_per_seq:,} entries, more than any TPU's SMEM holds many times over "
                             f"(limit {MAX_PAGE_TABLE:,}): fewer sequences, a shorter context or larger pages")
        return self

    @property
    def kv_heads(self) -> int:
        return kv_heads_of(self.num_heads, self.num_kv_heads)

    @property
    def pages_per_seq(self) -> int:
        return self.context // self.page_size


class ServingContract(Strict):
    """What ``classify`` and ``verify`` audit for a server: the layer, the batch shape, the mask."""

    name: str = Field(pattern=NAME_PATTERN, description="letters, digits, '.', '_', '-'; no leading dot or dash")
    description: str = Field(default="", max_length=10_000)
    shape: ServingShape
    mask: Mask = Field(default_factory=Causal, description="an analytic mask at absolute positions")
    scale: float | None = Field(default=None, ge=MIN_SCALE, le=MAX_SCALE, allow_inf_nan=False, description="defaults to 1/sqrt(head_dim)")
    softcap: float | None = Field(default=None, ge=MIN_SOFTCAP, le=MAX_SOFTCAP, allow_inf_nan=False)
    sinks: bool = Field(default=False, description="a learned logit per query head in every softmax denominator")
    block_q: int = Field(default=DEFAULT_BLOCK_Q, gt=0, le=MAX_BLOCK_Q, description="queries per work item (num_queries_per_block)")
    pages_per_block: int | None = Field(default=None, gt=0, description="pages per kv step (num_kv_pages_per_block)")
    max_draft: int | None = Field(default=None, gt=0, le=MAX_DRAFT, description="speculative decoding: each batch gives a "
                                  "draft tree over up to this many new tokens per sequence (draft_tree)")
    target: Target = "v5e"

    @field_validator("mask")
    @classmethod
    def _analytic(cls, mask: MaskKind) -> MaskKind:
        try:
            serving_mask(mask, 1)
        except ContractError as error:
            raise ValueError(str(error).removeprefix("mask: ")) from None
        return mask

    @model_validator(mode="after")
    def _fits(self) -> ServingContract:
        if self.pages_per_block is not None and self.pages_per_block > self.shape.pages_per_seq:
            raise ValueError(f"pages_per_block={self.pages_per_block} exceeds the {self.shape.pages_per_seq} pages of a "
                             f"sequence (context / page_size)")
        return self

    def semantics(self) -> dict:
        """What the compiled program depends on: everything but ``name`` and ``description``,
        with the scale and pages per kv step as applied. The lock records it."""
        semantics = self.model_dump(mode="json", exclude={"name", "description", "scale", "pages_per_block"}
                                    | ({"max_draft"} if self.max_draft is None else set()))  # the program without trees
        semantics.update(scale=repr(self.sm_scale), pages_per_block=self.kv_pages_per_block)
        return semantics

    def cache_key(self) -> str:
        """sha256 of the static semantics (``semantics()``)."""
        return semantics_key(self.semantics())

    @property
    def kernel_mask(self) -> MaskKind:
        """The mask as the kernel evaluates it (clamped to the context)."""
        return serving_mask(self.mask, self.shape.context)

    @property
    def sm_scale(self) -> float:
        return self.scale if self.scale is not None else self.shape.head_dim ** -0.5

    @property
    def kv_pages_per_block(self) -> int:
        """Pages per kv step, ``ragged_paged_attention``'s default when unset."""
        return self.pages_per_block or default_pages_per_block(self.shape.pages_per_seq, self.shape.page_size)


def load_serving_contract(source: str | Path | dict[str, Any]) -> ServingContract:
    """A validated serving contract from a path (JSON or TOML) or a document."""
    if isinstance(source, dict):
        return parse_serving_contract(source)
    return parse_serving_contract(read_contract_document(source), str(source))


def parse_serving_contract(document: Any, source: str = "serving contract") -> ServingContract:
    """Validate a serving contract document; raise ContractError naming ``source`` and each bad field."""
    if not isinstance(document, dict):
        raise ContractError(f"{source}: a contract must be a JSON/TOML object, got {type(document).__name__}")
    try:
        check_served_document(document.get("mask"))
        return ServingContract.model_validate(document)
    except ValidationError as error:
        raise ContractError(format_validation_error(error, source)) from None
    except ValueError as error:
        raise ContractError(f"{source}: invalid contract\n  {error}") from None
