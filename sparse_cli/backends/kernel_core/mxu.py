"""Matrix products on the MXU, as every kernel writes them."""

from __future__ import annotations

import jax
import jax.numpy as jnp


def dot(a: jax.Array, b: jax.Array, contract_a: int, contract_b: int) -> jax.Array:
    """``a . b`` over axis ``contract_a`` of ``a`` and ``contract_b`` of ``b``, accumulated in float32."""
    return jax.lax.dot_general(a, b, (((contract_a,), (contract_b,)), ((), ())), preferred_element_type=jnp.float32)
