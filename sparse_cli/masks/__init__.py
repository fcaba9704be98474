"""Mask kinds: one self-contained definition per kind (``MaskKind``), registered in one place.

- ``base``: the interface (token predicate, kv intervals, tile class, partial signature,
  description, clamping, scale-down) and ``BlockClass``;
- ``window`` (causal, local, sliding_window), ``chunked``, ``prefix``, ``block`` (block_causal),
  ``span`` (range, global_tokens), ``dilated``, ``full``: the leaves;
- ``explicit``: a mask given as data (a file pinned by sha256), token or block level; the file's
  container (``explicit_format``), its checks and loading (``explicit_loading``) and the tables
  that answer the planner (``explicit_tables``) sit below it;
- ``composite``: ``and``, ``or``, ``per_head`` through the interface only;
- ``registry``: the list of kinds and the contract's tagged union built from it.
"""

from sparse_cli.masks.base import MAX_PARAM, BlockClass, MaskKind, Strict
from sparse_cli.masks.block import BlockCausal
from sparse_cli.masks.chunked import ChunkedCausal
from sparse_cli.masks.composite import And, Or, PerHead
from sparse_cli.masks.dilated import Dilated
from sparse_cli.masks.explicit import Explicit
from sparse_cli.masks.full import Full
from sparse_cli.masks.prefix import PrefixLM
from sparse_cli.masks.registry import KINDS, TAGS, Mask
from sparse_cli.masks.span import GlobalTokens, Range
from sparse_cli.masks.window import Causal, Local, SlidingWindow

__all__ = [
    "KINDS", "MAX_PARAM", "TAGS", "And", "BlockCausal", "BlockClass", "Causal", "ChunkedCausal", "Dilated", "Explicit", "Full",
    "GlobalTokens", "Local", "Mask", "MaskKind", "Or", "PerHead", "PrefixLM", "Range", "SlidingWindow", "Strict",
]
