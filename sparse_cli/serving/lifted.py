"""The mask kinds' own interval arithmetic and tile classes, evaluated by JAX on the device.

Every mask kind answers ``kv_intervals`` and ``classify`` with numpy functions and operators
(``sparse_cli.masks``). ``Lifted`` wraps a JAX array so that those same methods, unchanged,
trace into the serving program (NumPy's ``__array_ufunc__``/``__array_function__`` protocols
send every numpy call to its ``jax.numpy`` namesake): one semantics for planning and serving,
evaluated on ``kv_lens``/``cu_q_lens`` at run time with fixed shapes. Arithmetic is int32:
the mask must be ``clamped`` to the context first, and the unbounded sentinel saturates.
"""

from __future__ import annotations

from typing import Any, cast

import jax
import jax.numpy as jnp
import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

from sparse_cli.masks import MaskKind

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
        if method != "__call__":  # mask kinds combine with pairwise calls, never ``ufunc.reduce``
            return NotImplemented
        return _lift(getattr(jnp, ufunc.__name__)(*_lower(inputs), **kwargs))

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


def kv_intervals(mask: MaskKind, q_first: jax.Array, q_last: jax.Array) -> list[tuple[jax.Array, jax.Array]]:
    """``mask.kv_intervals`` on int32 device arrays: half-open ``[lo, hi)`` per query block
    (combinations collapse to the hull past ``MAX_INTERVALS``, as when planning)."""
    first, last = cast(Any, Lifted(q_first)), cast(Any, Lifted(q_last))  # a duck-typed numpy array
    return [(jnp.broadcast_to(_lower(lo), q_first.shape), jnp.broadcast_to(_lower(hi), q_first.shape))
            for lo, hi in mask.kv_intervals(first, last)]


def tile_class(mask: MaskKind, q_first, q_last, kv_first, kv_last) -> jax.Array:
    """``mask.classify`` (a ``BlockClass``) of one tile, as an int32 device scalar."""
    leaf = mask.classify(Lifted(q_first), Lifted(q_last), Lifted(kv_first), Lifted(kv_last))
    return jnp.asarray(_lower(leaf)).astype(jnp.int32)
