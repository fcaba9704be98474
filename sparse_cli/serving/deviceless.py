"""Compile the serving program for a TPU generation without a TPU (libtpu's compile-only devices)."""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, SingleDeviceSharding

from sparse_cli.serving.kernel import ragged_paged_attention


@dataclasses.dataclass(frozen=True)
class ServingShape:
    """The static shape of one serving program (every batch of it reuses one compilation)."""

    tokens: int  # queries per batch (max_num_batched_tokens)
    q_heads: int
    kv_heads: int
    head_dim: int
    page_size: int
    pages_per_seq: int  # context = pages_per_seq * page_size
    max_seqs: int
    dtype: str = "bfloat16"

    def arguments(self, sharding=None) -> tuple[jax.ShapeDtypeStruct, ...]:
        """``(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)`` without data."""
        spec = lambda shape, dtype: jax.ShapeDtypeStruct(shape, dtype, sharding=sharding)
        pages = self.max_seqs * self.pages_per_seq
        return (spec((self.tokens, self.q_heads, self.head_dim), jnp.dtype(self.dtype)),
                spec((pages, self.page_size, 2 * self.kv_heads, self.head_dim), jnp.dtype(self.dtype)),
                spec((self.max_seqs,), jnp.int32), spec((self.max_seqs, self.pages_per_seq), jnp.int32),
                spec((self.max_seqs + 1,), jnp.int32), spec((1,), jnp.int32))


def compile_deviceless(shape: ServingShape, topology: str = "v5e:2x2", implementation=None, **options: Any) -> dict[str, Any]:
    """Lower and compile the native serving program (XLA:TPU and Mosaic) for ``topology``;
    ``options`` are ``ragged_paged_attention``'s keywords (``implementation``: another function
    of the same six arguments, e.g. JAX's kernel, compiled as it is). Returns seconds and memory."""
    from jax._src.mesh import AbstractDevice  # not re-exported by jax 0.10
    from jax.experimental import topologies

    device: Any = topologies.get_topology_desc(topology, platform="tpu").devices[0]
    pinned = AbstractMesh((), (), abstract_device=AbstractDevice(device_kind=device.device_kind, num_cores=1, platform="tpu"))
    program = implementation or (lambda *args: ragged_paged_attention(*args, interpret=False, **options))
    started = time.perf_counter()
    with jax.sharding.use_abstract_mesh(pinned):
        lowered = jax.jit(program).trace(*shape.arguments(SingleDeviceSharding(device))).lower()
    compiled = lowered.compile()
    stats = compiled.memory_analysis()
    return {"topology": topology, "device_kind": device.device_kind, "seconds": time.perf_counter() - started,
            **{f"{field}_bytes": int(getattr(stats, f"{field}_size_in_bytes")) for field in ("argument", "output", "temp")}}
