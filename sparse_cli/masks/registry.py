"""The one place mask kinds are registered: the contract's tagged union is built from here.

Adding a kind is a module defining its ``MaskKind`` subclass, one entry in ``KINDS``, its row
in the README's mask table and its tests. ``register`` refuses a kind that leaves any method
of the interface unimplemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Union

from pydantic import Field

from sparse_cli.masks.base import MaskKind
from sparse_cli.masks.block import BlockCausal
from sparse_cli.masks.chunked import ChunkedCausal
from sparse_cli.masks.composite import And, Or, PerHead
from sparse_cli.masks.dilated import Dilated
from sparse_cli.masks.explicit import Explicit
from sparse_cli.masks.full import Full
from sparse_cli.masks.prefix import PrefixLM
from sparse_cli.masks.span import GlobalTokens, Range
from sparse_cli.masks.window import Causal, Local, SlidingWindow


def register(*kinds: type[MaskKind]) -> tuple[type[MaskKind], ...]:
    """The kinds, each checked to implement the whole ``MaskKind`` interface under a unique tag."""
    tags = set()
    for kind in kinds:
        missing = sorted(kind.__abstractmethods__)
        if missing:
            raise TypeError(f"mask kind {kind.__name__} does not implement {', '.join(missing)}")
        tag = kind.model_fields["kind"].default
        if not isinstance(tag, str) or tag in tags:
            raise TypeError(f"mask kind {kind.__name__} needs a unique literal 'kind' (got {tag!r})")
        tags.add(tag)
    return kinds


#: Every static mask kind a contract can name, in the order the README's table lists them.
KINDS = register(Causal, Local, SlidingWindow, ChunkedCausal, PrefixLM, BlockCausal, Range, GlobalTokens, Dilated, Full,
                 Explicit, And, Or, PerHead)
#: Their tags, as written in contracts (``"kind": ...``).
TAGS = tuple(kind.model_fields["kind"].default for kind in KINDS)

#: A static mask: any registered kind, told apart by its ``kind`` field (to a type checker,
#: the interface every kind implements).
if TYPE_CHECKING:
    Mask = MaskKind
else:
    Mask = Annotated[Union[KINDS], Field(discriminator="kind")]

# The composites' children are masks of any kind: their forward reference resolves to the union
# only here, where every kind is known (``composite`` cannot import this module, which imports it).
for _composite in (And, Or, PerHead):
    _composite.model_rebuild(_types_namespace={"Mask": Mask})
