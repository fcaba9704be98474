"""The canonical, location-free text of an exported program, its hash and its kernel facts.

Source locations leak into both the outer StableHLO module and, inside base64 strings, every
Mosaic kernel body. The canonical form is: the outer module printed without debug info and
with a fixed symbol name, each ``tpu_custom_call`` body replaced by the sha256 of its decoded
kernel (printed without debug info), JSON keys sorted, followed by every decoded kernel text;
constants named by their value, not by the printer's counter (``%c0_i32_42`` is ``%c0_i32``,
``%cst_7`` a name from its value), so renaming alone changes nothing. Moving files, renaming
directories or shifting lines leaves it unchanged; a different block size, grid, index map,
dtype or kernel changes it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass

from pydantic import BaseModel

from sparse_cli.backends.vmem import tiled_bytes
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
    vmem_buffers: list[tuple[list[int], int]] = []  # each VMEM memref: its shape, and 2 for a pipelined block, 1 for scratch
    vmem_bytes: int = 0  # what those buffers take in VMEM (``backends.vmem``), before the compiler's own
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
    scratch = ir.IntegerAttr(attrs["scratch_operands"]).value if "scratch_operands" in attrs else 0
    params = [ir.DictAttr(param) for param in ir.ArrayAttr(attrs["window_params"])] if "window_params" in attrs else []
    windows = [list(ir.DenseI64ArrayAttr(p["window_bounds"])) if "window_bounds" in p else [] for p in params]
    # a window's operand is double buffered, but one synchronous (a whole operand kept in VMEM) and scratch once
    single = [n for n, p in enumerate(params, start=grid_rank + prefetch) if "pipeline_mode" in p and "synchronous" in str(p["pipeline_mode"])]
    buffers = [(list(ir.ShapedType(t).shape), 1 if index >= len(inputs) - scratch or index in single else 2, str(ir.ShapedType(t).element_type))
               for index, t in enumerate(inputs) if index >= grid_rank + prefetch and "memory_space<vmem>" in str(t)]
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
        vmem_buffers=[(shape, copies) for shape, copies, _ in buffers],
        vmem_bytes=sum(copies * tiled_bytes(shape, dtype) for shape, copies, dtype in buffers),
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
        text = renamed("\n".join([outer.operation.get_asm(enable_debug_info=False), *kernel_texts]))
    return CanonicalProgram(text=text, sha256=hashlib.sha256(text.encode()).hexdigest(), kernels=facts)


#: A value defined without operands (a constant): its name, the printer's counter, what defines it.
_CONSTANT = re.compile(r"^\s*%([A-Za-z_][\w$.-]*?)(?:_\d+)?(?::\d+)? = ([^%]*)$")
_VALUE_NAME = re.compile(r"%([A-Za-z_][\w$.-]*)")
#: Where a new scope of value names starts: a function, or a kernel's text.
_SCOPE = re.compile(r"^\s*(?:func\.func|// ---- kernel)", re.MULTILINE)


def renamed(text: str) -> str:
    """``text`` with each constant named after what it is, not the printer's counter: the
    counter's suffix dropped (``%c0_i32_42``: ``%c0_i32``, one name for equal constants),
    and a short digest of the definition added where one name would cover different values
    (``%cst_3``: ``%cst_x9f2c1a``: never a counter). Other values keep the printer's positional names."""
    starts = [match.start() for match in _SCOPE.finditer(text)]
    pieces = [text[a:b] for a, b in zip([0, *starts], [*starts, len(text)])]
    return "".join(_renamed_scope(piece) for piece in pieces)


def _renamed_scope(text: str) -> str:
    """One scope renamed line by line: a name may be defined again in a sibling region, so a
    use takes the name of the definition before it."""
    lines = text.splitlines(keepends=True)
    definitions: dict[str, set[str]] = {}
    for line in lines:
        match = _CONSTANT.match(line)
        if match and not match.group(1).startswith("arg"):
            definitions.setdefault(match.group(1), set()).add(match.group(2).strip())
    if not definitions:
        return text
    mapping: dict[str, str] = {}
    renamed_lines = []
    for line in lines:
        match = _CONSTANT.match(line)
        if match and not match.group(1).startswith("arg"):
            stem, rhs = match.group(1), match.group(2).strip()
            old = line.split("=", 1)[0].strip().split(":")[0][1:]
            mapping[old] = stem if len(definitions[stem]) == 1 else f"{stem}_x{hashlib.sha256(rhs.encode()).hexdigest()[:6]}"
        renamed_lines.append(_VALUE_NAME.sub(lambda m: "%" + mapping.get(m.group(1), m.group(1)), line))
    return "".join(renamed_lines)


#: An operation in a printed module: ``%x = dialect.op ...``, ``dialect.op ...`` or its generic form.
_OPERATION = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([a-z_][a-z0-9_]*\.[a-z0-9_.]+)"?[\s(<{:]')


_CONSTANT_VALUE = re.compile(r"= (?:arith|stablehlo)\.constant (.*)$")


def operations(text: str) -> dict[str, Counter]:
    """The operations of a canonical program text counted by kind: per kernel (by name), and
    the program around the kernels as ``program``."""
    return _counted(text, lambda line: (match := _OPERATION.match(line)) and match.group(1))


def constants(text: str) -> dict[str, Counter]:
    """The constants of a canonical program text counted by value (``256 : i32``), per kernel
    and for the program around the kernels (``program``)."""
    return _counted(text, lambda line: (match := _CONSTANT_VALUE.search(line)) and match.group(1).strip())


def kernel_bodies(text: str) -> dict[str, str]:
    """Each kernel's body sha256 in a canonical program text, by kernel name."""
    return {line.split()[3]: line.split()[4].removeprefix("sha256:") for line in text.splitlines() if line.startswith("// ---- kernel ")}


def _counted(text: str, key) -> dict[str, Counter]:
    counts: dict[str, Counter] = {"program": Counter()}
    current = counts["program"]
    for line in text.splitlines():
        if line.startswith("// ---- kernel "):
            current = counts.setdefault(line.split()[3], Counter())
            continue
        found = key(line)
        if found:
            current[found] += 1
    return counts
