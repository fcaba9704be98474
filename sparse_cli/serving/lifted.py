"""The mask kinds' own interval arithmetic and tile classes, evaluated by JAX on the device.

Every mask kind answers ``kv_intervals`` and ``classify`` with numpy functions and operators
(``sparse_cli.masks``). ``Lifted`` wraps a JAX array so that those same methods, unchanged,
trace into the serving program (NumPy's ``__array_ufunc__``/``__array_function__`` protocols
send every numpy call to its ``jax.numpy`` namesake): one semantics for planning and serving,
evaluated on ``kv_lens``/``cu_q_lens`` at run time with fixed shapes. Arithmetic is int32:
the mask must be ``clamped`` to the context first, and the unbounded sentinel saturates.
"""

from __future__ import annotations

import functools
from typing import Any, cast

import jax
import jax.numpy as jnp
import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

from sparse_cli.masks import And, GlobalTokens, MaskKind, Or
from sparse_cli.masks.composite import MAX_INTERVALS

_INT32 = np.iinfo(np.int32)


def _lower(value: Any) -> Any:
    """The JAX value behind ``value`` (Python ints saturated to int32, lists element-wise)."""
    if isinstance(value, Lifted):
        return value.array
    if isinstance(value, (list, tuple)):
        return type(value)(_lower(item) for item in value)
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return int(min(max(int(value), _INT32.min), _INT32.max))
    return value


def _lift(value: Any) -> Any:
    return Lifted(value) if isinstance(value, jax.Array) else value


class Lifted(NDArrayOperatorsMixin):
    """A JAX array that numpy functions and operators treat as an array of their own."""

    def __init__(self, array: jax.Array):
        self.array = array

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        kwargs.pop("out", None)  # in-place operators rebind the name; JAX arrays are immutable
        jax_ufunc = getattr(jnp, ufunc.__name__)
        if method == "reduce":
            (operands,) = inputs
            lowered = _lower(operands)
            stacked = jnp.stack(lowered) if isinstance(lowered, (list, tuple)) else lowered
            return _lift(jax_ufunc.reduce(stacked, **kwargs))
        if method != "__call__":
            return NotImplemented
        return _lift(jax_ufunc(*_lower(inputs), **kwargs))

    def __bool__(self) -> bool:
        raise TypeError("a mask method needs a Python truth value of a device array (unsupported in serving)")

    def __array_function__(self, func, types, args, kwargs):
        return _lift(getattr(jnp, func.__name__)(*_lower(args), **_lower(kwargs)))

    def __getattr__(self, name: str) -> Any:
        """Array attributes and methods (``shape``, ``astype``, ``clip``...) of the JAX array."""
        if name.startswith("__"):  # numpy must never find ``__array__``: a traced value has none
            raise AttributeError(name)
        attribute = getattr(self.array, name)
        if not callable(attribute):
            return _lift(attribute)
        return lambda *args, **kwargs: _lift(attribute(*_lower(args), **_lower(kwargs)))


def _combined(mask: MaskKind) -> tuple[str, list[MaskKind]] | None:
    """``("and"|"or", children)`` of a combination: numpy reduces their children's results over
    a Python list, which no array protocol can route to JAX, so serving combines them itself."""
    if isinstance(mask, GlobalTokens):
        mask = mask._expanded()
    if isinstance(mask, (And, Or)):
        return mask.kind, list(mask.of)
    return None


def kv_intervals(mask: MaskKind, q_first: jax.Array, q_last: jax.Array) -> list[tuple[jax.Array, jax.Array]]:
    """``mask.kv_intervals`` on int32 device arrays: half-open ``[lo, hi)`` per query block
    (combinations as ``composite`` combines them, collapsing to the hull past ``MAX_INTERVALS``)."""
    combination = _combined(mask)
    if combination is None:
        first, last = cast(Any, Lifted(q_first)), cast(Any, Lifted(q_last))  # a duck-typed numpy array
        return [(jnp.broadcast_to(_lower(lo), q_first.shape), jnp.broadcast_to(_lower(hi), q_first.shape))
                for lo, hi in mask.kv_intervals(first, last)]
    kind, children = combination
    result = kv_intervals(children[0], q_first, q_last)
    for child in children[1:]:
        intervals = kv_intervals(child, q_first, q_last)
        if kind == "and":
            result = [(jnp.maximum(a_lo, b_lo), jnp.minimum(a_hi, b_hi)) for a_lo, a_hi in result for b_lo, b_hi in intervals]
        else:
            result = result + intervals
        if len(result) > MAX_INTERVALS:
            result = [(jnp.stack([lo for lo, _ in result]).min(axis=0), jnp.stack([hi for _, hi in result]).max(axis=0))]
    return result


def tile_class(mask: MaskKind, q_first, q_last, kv_first, kv_last) -> jax.Array:
    """``mask.classify`` (a ``BlockClass``) of one tile, as an int32 device scalar (a
    combination: its children's classes, min for ``and``, max for ``or``, as ``composite``)."""
    combination = _combined(mask)
    if combination is not None:
        kind, children = combination
        classes = [tile_class(child, q_first, q_last, kv_first, kv_last) for child in children]
        return functools.reduce(jnp.minimum if kind == "and" else jnp.maximum, classes)
    leaf = mask.classify(Lifted(q_first), Lifted(q_last), Lifted(kv_first), Lifted(kv_last))
    return jnp.asarray(_lower(leaf)).astype(jnp.int32)
