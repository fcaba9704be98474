"""The token mask a kernel computes on a block of token pairs (``TokenRule``): the mask kinds'
own predicates on token positions, per query head, with padding cut at the lengths. The
training kernels evaluate it on a partial tile (``backends.pallas.walk.Unit.allowed``; a tile
whose mask has no closed form has its stored block fetched instead), the serving kernel on a
block of pages (``serving.core.token_mask``)."""

from __future__ import annotations

import dataclasses
import functools

import jax.numpy as jnp
import pydantic

from sparse_cli.masks import Mask, MaskKind
from sparse_cli.masks.window import WindowMask, within_window

_NO_BOUND = 1 << 30  # a window side no head bounds, beyond any token offset (lengths stay far below it)


@functools.lru_cache(maxsize=64)
def _parsed_mask(document: str):
    return pydantic.TypeAdapter(Mask).validate_json(document)


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

    @staticmethod
    def of_mask(mask: MaskKind, q_len: int | None = None, kv_len: int | None = None) -> TokenRule:
        """One mask for every head."""
        return TokenRule((mask.model_dump_json(),), (0,), q_len, kv_len)

    def allows(self, q_first, kv_first, q_steps, kv_steps, head):
        """A partial tile's token mask: its query and key positions are ``q_first + q_steps`` and
        ``kv_first + kv_steps`` (scalars plus iotas in the tile's orientation); ``head`` is the
        tile's query head (a traced scalar), read only when heads differ. Masks that are all
        windows (``-left <= kv - q <= right``: causal, sliding, local) fold the tile's origin and
        the head's bounds into scalar bounds on the scalar core and compare the tile's own
        offsets once per bound; otherwise the mask's index is picked there, broadcast, and each
        mask's pairs kept where it is chosen (boolean algebra: Mosaic cannot select between
        boolean vectors)."""
        masks = [_parsed_mask(mask) for mask in self.masks]
        if all(isinstance(mask, WindowMask) for mask in masks):
            offset = kv_first - q_first  # kv - q = (kv_steps - q_steps) + offset
            left, right = self._sides(masks, head)
            allowed = within_window(kv_steps - q_steps, None if left is None else left + offset, None if right is None else right - offset)
        else:
            allowed = self._chosen(masks, q_first + q_steps, kv_first + kv_steps, head)
        if self.q_len is not None:
            allowed = allowed & (q_steps < self.q_len - q_first)
        if self.kv_len is not None:
            allowed = allowed & (kv_steps < self.kv_len - kv_first)
        return allowed

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
