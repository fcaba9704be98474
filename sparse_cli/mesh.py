"""A ``--mesh``: the device mesh a program is sharded over (``MeshShape``, plain data parsed
without jax), and what a backend that can shard hands the execution layer for it
(``MeshProgram``, from ``Backend.on_mesh``); and a backend's program inside a caller's own
(``LocalProgram``, from ``Backend.local_program``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np


@dataclass(frozen=True)
class MeshShape:
    """A ``--mesh``: the heads split over ``heads`` devices and the sequence over ``shards`` —
    the queries only (``q=Q``: K/V replicated) or queries and K/V (``seq=S``: ring attention)."""

    heads: int = 1
    shards: int = 1
    ring: bool = False

    @staticmethod
    def parse(text: str) -> MeshShape:
        """``"heads=2,q=4"`` or ``"heads=2,seq=4"`` (missing axes are 1; each axis at most once,
        sizes in ASCII digits: a mesh every host parses alike)."""
        sizes, given = {"heads": 1, "q": 1, "seq": 1}, set()
        for part in (p.strip() for p in text.split(",")):
            match = re.fullmatch(r"(heads|q|seq)=([0-9]+)", part)
            if not match or int(match.group(2)) < 1:
                raise ValueError(f"--mesh {text!r}: expected heads=H,q=Q (K/V replicated) or heads=H,seq=S (K/V split too) "
                                 f"with positive integers (ASCII digits), e.g. heads=2,q=4")
            if match.group(1) in given:
                raise ValueError(f"--mesh {text!r}: {match.group(1)} is given twice; give each axis once")
            sizes[match.group(1)] = int(match.group(2))
            given.add(match.group(1))
        if {"q", "seq"} <= given:
            raise ValueError(f"--mesh {text!r}: q=Q shards queries only and seq=S queries and K/V; give one of them")
        ring = "seq" in given
        return MeshShape(sizes["heads"], sizes["seq" if ring else "q"], ring)

    def axes(self) -> dict[str, int]:
        """As ``--mesh`` names them: ``{"heads": H, "q": Q}`` or ``{"heads": H, "seq": S}``."""
        return {"heads": self.heads, "seq" if self.ring else "q": self.shards}

    def __str__(self) -> str:
        return ",".join(f"{axis}={size}" for axis, size in self.axes().items())


class MeshProgram(Protocol):
    """A backend's program on a mesh (``Backend.on_mesh``): what ``execution.api.Attention``
    runs there. Arguments are laid out over ``mesh`` by ``in_specs``."""

    mesh: Any  # the jax.sharding.Mesh it runs on

    def data_for(self, plan) -> Any:
        """The runtime data of ``plan`` (or another plan of the same contract), laid out over the mesh."""

    def call(self, plan) -> Any:
        """``call(data, q, k, v, segment_ids, sinks)``: one example ``[H, L, D]`` on the mesh."""

    def in_specs(self) -> tuple:
        """The partition specs of ``(data, q, k, v, segment_ids, sinks)``."""

    def place(self, q, k, v, segment_ids=None, sinks=None) -> tuple:
        """Host inputs laid out over the mesh (each process transfers its own devices' shards)."""

    def place_output(self, x) -> Any:
        """An array shaped like the output, laid out as the output is."""

    def device_tiles(self, data, q, k, v, segment_ids=None, sinks=None) -> dict[str, Any]:
        """``{pass: [sequence shards, head shards]}``: the tiles each device visits for this
        batch (host inputs, already checked)."""


class LocalProgram(Protocol):
    """A backend's program as one device of a caller's own program runs it
    (``Backend.local_program``): inside the caller's ``jit``, ``vmap``, ``grad`` and
    ``shard_map``, the heads split over ``head_shards`` and the queries over ``q_shards``."""

    head_shards: int
    q_shards: int

    def data(self) -> Any:
        """The runtime data of every device (a pytree of arrays)."""

    def specs(self, head_axis: str | None, q_axis: str | None) -> Any:
        """How ``data()`` lies over a caller's mesh whose axes ``head_axis`` and ``q_axis``
        split the heads and the queries (None: not split): ``shard_map`` in_specs."""

    def shard(self, data, q_shard: int, head_shard: int) -> Any:
        """One device's slice of ``data()``, as ``shard_map`` hands it over by ``specs``."""

    def run(self, data, q, k, v, segment_ids, sinks) -> tuple[Any, Any]:
        """``(out, lse)`` of one example's share on one device (``[H, L, D]`` arrays, the
        log-sum-exp ``[H, Lq]`` a residual without gradient) from its slice of the data:
        differentiable in q, k, v and the sinks; ``jax.vmap`` batches it."""


def gathered(array) -> np.ndarray:
    """The whole value of a (possibly multi-host) array on every process."""
    import jax

    if jax.process_count() == 1:
        return np.asarray(array)
    from jax.experimental import multihost_utils

    return np.asarray(multihost_utils.process_allgather(array, tiled=True))
