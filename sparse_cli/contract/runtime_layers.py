"""The runtime layers a contract's mask may be instead of a static mask: packed documents over a
static mask, and routed attention. Each batch gets its own plan; the static mask under them
(``static_mask_of``) bounds every batch's plan."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, Union

from pydantic import Field

from sparse_cli.contract.shape import MAX_TOKENS
from sparse_cli.masks.base import MaskKind, Strict
from sparse_cli.masks.registry import KINDS, Mask
from sparse_cli.masks.window import Causal


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


#: The runtime layers' kinds: mask kinds that may only be a contract's top-level mask.
RUNTIME_KINDS = ("documents", "clustered")

#: A contract's mask: any static mask kind, packed documents on top of one, or routed attention.
if TYPE_CHECKING:
    ContractMask = MaskKind | Documents | Clustered
else:
    ContractMask = Annotated[Union[(*KINDS, Documents, Clustered)], Field(discriminator="kind")]


def static_mask_of(mask: ContractMask) -> Mask:
    """The mask every batch shares: runtime layers (documents, routing) only ever remove token
    pairs from it, so its plan bounds every batch's plan."""
    if isinstance(mask, Documents):
        return mask.mask
    return Causal() if isinstance(mask, Clustered) else mask
