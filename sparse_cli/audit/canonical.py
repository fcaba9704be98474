"""The canonical, location-free text of an exported program, its hash and its kernel facts.

Source locations leak into both the outer StableHLO module and, inside base64 strings, every
Mosaic kernel body. The canonical form is: the outer module printed without debug info and
with a fixed symbol name, each ``tpu_custom_call`` body replaced by the sha256 of its decoded
kernel (printed without debug info), JSON keys sorted, followed by every decoded kernel text.
Moving files, renaming directories or shifting lines leaves it unchanged; a different block
size, grid, index map, dtype or kernel changes it.
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass

from pydantic import BaseModel

from sparse_cli.lowered import parsed, tpu_custom_calls

MODULE_NAME = "sparse_cli_program"


class KernelFacts(BaseModel):
    """What one Mosaic kernel compiles to: the compiled contract of a launch."""

    name: str
    body_sha256: str
    mosaic_version: int | None
    grid: list[int | None]  # iteration_bounds; None: a dimension sized at run time
    dimension_semantics: list[str]
    scalar_prefetch: int
    scalar_prefetch_types: list[str]  # SMEM memref types of the scalar-prefetch operands
    window_shapes: list[list[int]]
    smem_bytes: int  # bytes of the scalar-prefetch operands
    cost_estimate: dict | None


@dataclass(frozen=True)
class CanonicalProgram:
    text: str
    sha256: str
    kernels: list[KernelFacts]


def _memref_bytes(memref_type) -> int:
    from jax._src.lib.mlir import ir

    shaped = ir.ShapedType(memref_type)
    count = 1
    for dim in shaped.shape:
        count *= dim
    return count * max(1, shaped.element_type.width // 8) if hasattr(shaped.element_type, "width") else count * 4


def _kernel_facts(name: str, config: dict, module) -> tuple[str, KernelFacts]:
    """Canonical text of one decoded kernel module and the facts read from its function."""
    from jax._src.lib.mlir import ir

    text = module.operation.get_asm(enable_debug_info=False)
    digest = hashlib.sha256(text.encode()).hexdigest()
    func = next(op.operation for op in module.body.operations if op.operation.name == "func.func")
    attrs = func.attributes
    prefetch = ir.IntegerAttr(attrs["scalar_prefetch"]).value if "scalar_prefetch" in attrs else 0
    inputs = ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value).inputs
    grid_rank = len(ir.DenseI64ArrayAttr(attrs["iteration_bounds"])) if "iteration_bounds" in attrs else 0
    prefetched = inputs[grid_rank : grid_rank + prefetch]
    windows = []
    if "window_params" in attrs:
        for param in ir.ArrayAttr(attrs["window_params"]):
            bounds = ir.DictAttr(param)["window_bounds"] if "window_bounds" in ir.DictAttr(param) else None
            windows.append(list(ir.DenseI64ArrayAttr(bounds)) if bounds is not None else [])
    version = module.operation.attributes["stable_mosaic.version"] if "stable_mosaic.version" in module.operation.attributes else None
    return text, KernelFacts(
        name=name,
        body_sha256=digest,
        mosaic_version=ir.IntegerAttr(version).value if version is not None else None,
        grid=[None if bound < 0 else bound for bound in ir.DenseI64ArrayAttr(attrs["iteration_bounds"])] if "iteration_bounds" in attrs else [],
        dimension_semantics=[str(a).split("<")[-1].rstrip(">") for a in ir.ArrayAttr(attrs["dimension_semantics"])] if "dimension_semantics" in attrs else [],
        scalar_prefetch=prefetch,
        scalar_prefetch_types=[str(t) for t in prefetched],
        window_shapes=windows,
        smem_bytes=sum(_memref_bytes(t) for t in prefetched),
        cost_estimate=config.get("cost_estimate"),
    )


def canonicalize(module_text: str) -> CanonicalProgram:
    """Canonical text, sha256 and kernel facts of a TPU program's StableHLO module text
    (``Exported.mlir_module()`` or a lowering's ``as_text()``)."""
    from jax._src.lib.mlir import ir, passmanager

    with parsed(module_text) as outer:
        outer.operation.attributes["sym_name"] = ir.StringAttr.get(MODULE_NAME)
        kernel_texts, facts = [], []
        for op, name, config in list(tpu_custom_calls(outer.operation)):
            call = config["custom_call_config"]
            kernel = ir.Module.parse(base64.b64decode(call["body"]))
            passmanager.PassManager.parse("builtin.module(mosaic-serde{serialize=false})").run(kernel.operation)
            text, fact = _kernel_facts(name, call, kernel)
            call["body"] = f"sha256:{fact.body_sha256}"
            op.attributes["backend_config"] = ir.StringAttr.get(json.dumps(config, sort_keys=True))
            kernel_texts.append(f"// ---- kernel {name} sha256:{fact.body_sha256}\n{text}")
            facts.append(fact)
        text = "\n".join([outer.operation.get_asm(enable_debug_info=False), *kernel_texts])
    return CanonicalProgram(text=text, sha256=hashlib.sha256(text.encode()).hexdigest(), kernels=facts)
