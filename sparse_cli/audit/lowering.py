"""Lowering for TPU without a TPU, and reading the kernels back out of the program.

``jax.export`` with ``platforms=["tpu"]`` runs inside an abstract mesh pinned to the contract's
target chip, because some Pallas TPU lowering rules read the chip generation from the ambient
device (which is the CPU on a laptop or CI runner).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import jax
from jax.sharding import AbstractMesh

from sparse_cli.backends import Attention
from sparse_cli.kernels.reference import SegmentIds
from sparse_cli.planner.plan import Plan

#: ``device_kind`` strings JAX's Pallas TPU lowering recognises, per contract target.
DEVICE_KIND = {"v4": "TPU v4", "v5e": "TPU v5 lite", "v5p": "TPU v5p", "v6e": "TPU v6 lite"}


@dataclass(frozen=True)
class TpuKernel:
    """One ``tpu_custom_call`` of a lowered program."""

    name: str
    config: dict  # the decoded backend_config["custom_call_config"]

    @property
    def cost_estimate(self) -> dict | None:
        return self.config.get("cost_estimate")


def _abstract_tpu(target: str) -> AbstractMesh:
    from jax._src.mesh import AbstractDevice  # not re-exported by jax 0.10

    device = AbstractDevice(device_kind=DEVICE_KIND[target], num_cores=1, platform="tpu")
    return AbstractMesh((), (), abstract_device=device)


def export_for_tpu(fn, args, target: str) -> jax.export.Exported:
    """Export ``fn(*args)`` (args may be ShapeDtypeStructs) for the TPU generation ``target``."""
    with jax.sharding.use_abstract_mesh(_abstract_tpu(target)):
        return jax.export.export(jax.jit(fn), platforms=["tpu"])(*args)


def tpu_kernels(exported: jax.export.Exported) -> list[TpuKernel]:
    """The Pallas kernels of an exported program, in program order."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir

    found: list[TpuKernel] = []

    def walk(operation) -> None:
        for region in operation.regions:
            for block in region.blocks:
                for child in block.operations:
                    op = child.operation
                    if op.name == "stablehlo.custom_call" and ir.StringAttr(op.attributes["call_target_name"]).value == "tpu_custom_call":
                        config = json.loads(ir.StringAttr(op.attributes["backend_config"]).value)
                        found.append(TpuKernel(ir.StringAttr(op.attributes["kernel_name"]).value, config["custom_call_config"]))
                    walk(op)

    with mlir.make_ir_context():
        walk(ir.Module.parse(exported.mlir_module()).operation)
    return found


def export_attention(plan: Plan, backend: str | None = None, grads: bool = False) -> jax.export.Exported:
    """The program that runs ``plan`` natively on its TPU target (forward, or forward + VJP)."""
    attention = Attention(plan, backend, interpret=False)
    s = plan.contract.shape
    dtype = jax.numpy.dtype(s.dtype)
    spec = jax.ShapeDtypeStruct
    q = spec((s.num_heads, s.q_len, s.head_dim), dtype)
    kv = spec((s.kv_heads, s.kv_len, s.head_dim), dtype)
    segments = None
    if plan.contract.segment_ids:
        segments = (spec((s.q_len,), jax.numpy.int32), spec((s.kv_len,), jax.numpy.int32))
    leaves, treedef = jax.tree_util.tree_flatten(jax.tree_util.tree_map(lambda a: spec(a.shape, a.dtype), attention.data))
    program = attention.program(grads)

    def flat_program(leaves, q, k, v, segments):
        """Plain arrays in and out, so the export serializes without custom pytree nodes."""
        ids = SegmentIds(*segments) if segments is not None else None
        return program(jax.tree_util.tree_unflatten(treedef, leaves), q, k, v, ids)

    return export_for_tpu(flat_program, (leaves, q, kv, kv, segments), plan.contract.target)
