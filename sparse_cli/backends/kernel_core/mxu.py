"""Matrix products on the MXU, as every kernel writes them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import jax
import jax.numpy as jnp

T = TypeVar("T")


def dot(a: jax.Array, b: jax.Array, contract_a: int, contract_b: int) -> jax.Array:
    """``a . b`` over axis ``contract_a`` of ``a`` and ``contract_b`` of ``b``, accumulated in float32."""
    return jax.lax.dot_general(a, b, (((contract_a,), (contract_b,)), ((), ())), preferred_element_type=jnp.float32)


def skewed(groups: int, first: Callable[[int], T], then: Callable[[int, T], None], lead: int = 1) -> None:
    """``then(g, first(g))`` for each of ``groups`` groups, the ``first`` of the ``lead`` groups
    after ``g`` traced before group ``g``'s ``then``. The MXU runs its products in program order,
    so a group's second product (p.v) issued after the next groups' first (q.k) lets the vector
    work between a group's two products (its softmax) run while the MXU computes the next
    groups' scores; a longer lead hides more of it behind short products."""
    pending = [first(group) for group in range(min(lead, groups))]
    for group in range(groups):
        if group + lead < groups:
            pending.append(first(group + lead))
        then(group, pending.pop(0))
