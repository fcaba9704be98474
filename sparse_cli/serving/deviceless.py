"""Compile the serving program for a TPU generation without a TPU (libtpu's compile-only devices)."""

from __future__ import annotations

import time
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, SingleDeviceSharding

from sparse_cli.serving.contract import ServingShape
from sparse_cli.serving.kernel import ragged_paged_attention


def arguments(shape: ServingShape, sharding=None) -> tuple[jax.ShapeDtypeStruct, ...]:
    """``(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)`` of ``shape`` without data
    (a cache of ``max_seqs`` full sequences)."""
    spec = lambda dims, dtype: jax.ShapeDtypeStruct(dims, dtype, sharding=sharding)
    dtype = jnp.dtype(shape.dtype)
    pages = shape.max_seqs * shape.pages_per_seq
    return (spec((shape.tokens, shape.num_heads, shape.head_dim), dtype),
            spec((pages, shape.page_size, 2 * shape.kv_heads, shape.head_dim), dtype),
            spec((shape.max_seqs,), jnp.int32), spec((shape.max_seqs, shape.pages_per_seq), jnp.int32),
            spec((shape.max_seqs + 1,), jnp.int32), spec((1,), jnp.int32))


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
        lowered = jax.jit(program).trace(*arguments(shape, SingleDeviceSharding(device))).lower()
    compiled = lowered.compile()
    stats = compiled.memory_analysis()
    return {"topology": topology, "device_kind": device.device_kind, "seconds": time.perf_counter() - started,
            **{f"{field}_bytes": int(getattr(stats, f"{field}_size_in_bytes")) for field in ("argument", "output", "temp")}}
