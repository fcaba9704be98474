"""The token mask a kernel computes on a block of token pairs (``TokenRule``): the mask kinds'
own predicates on token positions, per query head, with padding cut at the lengths. The
training kernels evaluate it on a partial tile as separate terms (``TilePairs``,
``backends.pallas.walk.Unit.allowed``; a tile whose mask has no closed form has its stored
block fetched instead), the serving kernel as one boolean block of pages
(``serving.core.token_mask``)."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import jax
import jax.numpy as jnp
import pydantic

from sparse_cli.masks import And, Mask, MaskKind, Or
from sparse_cli.masks.window import WindowMask, within_window

_NO_BOUND = 1 << 30  # a window side no head bounds, beyond any token offset (lengths stay far below it)


@functools.lru_cache(maxsize=64)
def _parsed_mask(document: str):
    return pydantic.TypeAdapter(Mask).validate_json(document)


@dataclasses.dataclass(frozen=True)
class TilePairs:
    """Which token pairs of a tile attend, as boolean terms that broadcast to the tile (a
    column, a row, or the whole): a pair attends where any of ``any_of`` holds and every one of
    ``all_of`` does. A kernel keeps the terms apart and hides values with one select per term
    (``hide``): by the TPU compiler's schedule that is cheaper than combining the boolean
    vectors first (Longformer's ``or`` of a local window and global tokens, v5e: a partial
    forward tile 1,510 -> 1,379 cycles, dK/dV 2,557 -> 2,166)."""

    any_of: tuple[Any, ...]
    all_of: tuple[Any, ...] = ()

    def also(self, term) -> TilePairs:
        """These pairs where ``term`` holds too."""
        return TilePairs(self.any_of, (*self.all_of, term))

    def rows(self, first: int, count: int) -> TilePairs:
        """The pairs of the tile's rows ``[first, first + count)`` (a term of one row holds for all)."""
        cut = lambda term: term if term.shape[0] == 1 else term[first:first + count]
        return TilePairs(tuple(map(cut, self.any_of)), tuple(map(cut, self.all_of)))

    def side_by_side(self, times: int) -> TilePairs:
        """These pairs for ``times`` tiles side by side along the lanes (a dK/dV tile's stacked
        query heads, one mask): each term of more than one lane repeated, computed once."""
        repeat = lambda term: term if times == 1 or term.shape[-1] == 1 else jnp.concatenate([term] * times, axis=-1)
        return TilePairs(tuple(map(repeat, self.any_of)), tuple(map(repeat, self.all_of)))

    def hide(self, values: jax.Array, hidden: float) -> jax.Array:
        """``values`` of the tile's pairs, ``hidden`` where a pair does not attend."""
        kept = jnp.where(self.any_of[0], values, hidden)
        for term in self.any_of[1:]:
            kept = jnp.where(term, values, kept)
        for term in self.all_of:
            kept = jnp.where(term, kept, hidden)
        return kept

    def combined(self) -> jax.Array:
        """The pairs as one boolean array (the terms' own broadcast shape)."""
        return functools.reduce(jnp.logical_and, self.all_of, functools.reduce(jnp.logical_or, self.any_of))


@dataclasses.dataclass(frozen=True)
class TokenRule:
    """The token mask the kernels compute on a partial tile (``contract.token_rules``): the
    mask kind's own predicate on token positions — the tile's query head's, when heads differ —
    and padding tokens never attend. Held as the masks' JSON, so the kernel configuration stays
    hashable."""

    masks: tuple[str, ...]  # the distinct masks
    uses: tuple[int, ...]  # per query head, its mask
    q_len: int | None  # None: the blocks end at the length, so no tile holds padding
    kv_len: int | None
    unsigned_windows: bool = False  # a two-sided window in one unsigned compare (``_window``; ``Chip.unsigned_compares``)

    @staticmethod
    def of_mask(mask: MaskKind, q_len: int | None = None, kv_len: int | None = None) -> TokenRule:
        """One mask for every head."""
        return TokenRule((mask.model_dump_json(),), (0,), q_len, kv_len)

    def allows(self, q_first, kv_first, q_steps, kv_steps, head) -> jax.Array:
        """A partial tile's token mask as one boolean array (``pairs``, combined)."""
        return self.pairs(q_first, kv_first, q_steps, kv_steps, head).combined()

    def pairs(self, q_first, kv_first, q_steps, kv_steps, head) -> TilePairs:
        """A partial tile's token mask, as terms: its query and key positions are ``q_first +
        q_steps`` and ``kv_first + kv_steps`` (scalars plus iotas in the tile's orientation);
        ``head`` is the tile's query head (a traced scalar), read only when heads differ. Masks
        that are all windows (``-left <= kv - q <= right``: causal, sliding, local) fold the
        tile's origin and the head's bounds into scalar bounds on the scalar core and compare the
        tile's own offsets once per bound; one mask for every head that is an ``or`` (``and``)
        is its children's terms, any (every) one of them; otherwise the mask's index is picked
        there, broadcast, and each mask's pairs kept where it is chosen (boolean algebra: Mosaic
        cannot select between boolean vectors). Padding tokens are cut by terms of their own."""
        masks = [_parsed_mask(mask) for mask in self.masks]
        if all(isinstance(mask, WindowMask) for mask in masks):
            left, right = self._sides(masks, head)
            pairs = TilePairs((_window(kv_first - q_first, q_steps, kv_steps, left, right, self.unsigned_windows),))
        elif len(masks) == 1 and isinstance(masks[0], (Or, And)):
            terms = tuple(_term(child, q_first, kv_first, q_steps, kv_steps, self.unsigned_windows) for child in masks[0].of)
            pairs = TilePairs(terms) if isinstance(masks[0], Or) else TilePairs(terms[:1], terms[1:])
        else:
            pairs = TilePairs((self._chosen(masks, q_first + q_steps, kv_first + kv_steps, head),))
        if self.q_len is not None:
            pairs = pairs.also(q_steps < self.q_len - q_first)
        if self.kv_len is not None:
            pairs = pairs.also(kv_steps < self.kv_len - kv_first)
        return pairs

    def _sides(self, masks, head):
        """Each window side's bound for ``head`` (None: open for every head; where only some
        heads bound it, the others get a bound beyond any offset), picked on the scalar core."""
        def side(index):
            bounds = [mask.window()[index] for mask in masks]
            if all(bound is None for bound in bounds):
                return None
            values = [_NO_BOUND if bound is None else bound for bound in bounds]
            chosen = jnp.int32(values[0])
            for h, use in enumerate(self.uses):
                if values[use] != values[0]:
                    chosen = jnp.where(head == h, jnp.int32(values[use]), chosen)
            return chosen

        return side(0), side(1)

    def _chosen(self, masks, q, kv, head):
        allowed = masks[0].attends(q, kv)
        if len(masks) > 1:
            chosen = jnp.int32(0)
            for h, use in enumerate(self.uses):
                if use:
                    chosen = jnp.where(head == h, jnp.int32(use), chosen)
            chosen = jnp.zeros_like(q) + chosen
            for index, mask in enumerate(masks[1:], start=1):
                here = chosen == index
                allowed = (here & mask.attends(q, kv)) | (~here & allowed)
        return allowed


def _window(offset, q_steps, kv_steps, left, right, unsigned: bool):
    """``-left <= kv - q <= right`` on a tile whose ``kv - q`` is ``kv_steps - q_steps + offset``
    (the tile's own offsets, and a scalar folded into the bounds; a None side is open). Bounded
    on both sides and ``unsigned``: ``0 <= kv - q + left <= left + right`` as one unsigned
    compare, a negative ``kv - q + left`` wrapping past every bound, the left bound folded into
    the key offsets (a vector of one side) — one operation a score vreg for the two compares and
    their ``and``. Exact while both sides of the compare lie within 32 bits: a window's sides sum
    to at least 0, and bounds clamped to the lengths (``contract.head_masks``) or ``_NO_BOUND``
    keep ``left + right`` below 2**32 and ``kv - q + left`` within int32."""
    if unsigned and left is not None and right is not None:
        shifted = kv_steps + (left + offset) - q_steps
        span = jnp.asarray(left, jnp.int32) + jnp.asarray(right, jnp.int32)  # 2**31 (both sides _NO_BOUND) wraps to its unsigned value
        return _unsigned(shifted) <= _unsigned(span)
    return within_window(kv_steps - q_steps, None if left is None else left + offset, None if right is None else right - offset)


def _unsigned(x) -> jax.Array:
    return jax.lax.bitcast_convert_type(jnp.asarray(x, jnp.int32), jnp.uint32)


def _term(mask: MaskKind, q_first, kv_first, q_steps, kv_steps, unsigned: bool):
    """One child mask's pairs on a tile: a window's by its scalar bounds, any other kind's own
    predicate on the token positions."""
    if isinstance(mask, WindowMask):
        return _window(kv_first - q_first, q_steps, kv_steps, *mask.window(), unsigned)
    return mask.attends(q_first + q_steps, kv_first + kv_steps)
