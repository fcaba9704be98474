"""Reading Pallas kernels back out of a lowered program: the one reader of ``tpu_custom_call``.

Receipts (which kernels ran) and the canonical program hash (what the lock pins) both walk a
StableHLO module through here, so they can never disagree about what the program contains.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: Interpreted kernels leave no custom call; their names survive in locations: "name/pallas_call"
#: (or "vmap(name)/pallas_call"), with JAX's own scopes between the name and the call when a
#: batched kernel becomes a loop over the batch (jax 0.12: "name/while/body/eval_jaxpr/pallas_call"),
#: and under a batching vmap as the scope of the interpreter's grid loop, "vmap(name)/while" or
#: "jvp(vmap(name))/scan".
_JAX_SCOPES = {"eval_jaxpr", "closed_call", "body", "cond", "while", "scan"}
#: Names start only after a non-name character: a long constant (an explicit mask's table) would
#: otherwise be retried from each of its characters, quadratic in its length. A jitted function's
#: name ("jit(call)") is never a kernel's.
_INTERPRETED_KERNEL = re.compile(r'(?<![A-Za-z0-9_])(?<!jit\()([A-Za-z_][A-Za-z0-9_]*)\)*'
                                 rf'(?:/(?:{"|".join(sorted(_JAX_SCOPES))}))*/pallas_call"'
                                 r'|vmap\(([A-Za-z_][A-Za-z0-9_]*)\)+/(?:while|scan)[/"]')


@contextmanager
def parsed(module_text: str) -> Iterator[Any]:
    """The module parsed in a fresh MLIR context that knows the Mosaic TPU dialect (yields the
    module; its operations are valid only inside the block)."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir
    from jax.experimental.mosaic.dialects import tpu

    with mlir.make_ir_context() as context:
        tpu.register_dialect(context)
        context.allow_unregistered_dialects = True  # serialized kernels use the versioned dialect
        yield ir.Module.parse(module_text)


def tpu_custom_calls(operation) -> Iterator[tuple[Any, str, dict]]:
    """``(op, kernel_name, backend_config)`` of every ``tpu_custom_call`` under ``operation``,
    in program order (inside ``parsed``)."""
    from jax._src.lib.mlir import ir

    for region in operation.regions:
        for block in region.blocks:
            for child in block.operations:
                op = child.operation
                target = op.attributes["call_target_name"] if "call_target_name" in op.attributes else None
                if op.name == "stablehlo.custom_call" and ir.StringAttr(target).value == "tpu_custom_call":
                    config = json.loads(ir.StringAttr(op.attributes["backend_config"]).value)
                    yield op, ir.StringAttr(op.attributes["kernel_name"]).value, config
                yield from tpu_custom_calls(op)


#: A pass split into several launches names each ``<kernel>_<k>of<n>`` (``backends.pallas.call``).
_LAUNCH_SUFFIX = re.compile(r"_\d+of\d+$")


_PASS_IN_NAME = re.compile(r"_(fwd|dq|dkv)(?:_|$)")  # ours (sparse_cli_dq) and Splash's (splash_mha_dq_no_residuals)


def launch_of_instruction(name: str) -> str:
    """The launch an XLA:TPU instruction runs (``transpose_jvp_sparse_cli_dkv__.1`` ->
    ``sparse_cli_dkv``): its name without JAX's transformation prefixes and XLA's suffix."""
    return re.sub(r"_*(?:\.\d+)?$", "", re.sub(r"^(?:transpose_|jvp_)+", "", name))


def kernel_of_launch(name: str) -> str:
    """The kernel a launch's name belongs to (``sparse_cli_fwd_2of13`` -> ``sparse_cli_fwd``)."""
    return _LAUNCH_SUFFIX.sub("", name)


def pass_of_kernel(name: str) -> str | None:
    """The pass (``fwd``, ``dq``, ``dkv``) a kernel name says it computes, None when it says none."""
    match = _PASS_IN_NAME.search(kernel_of_launch(name))
    return match.group(1) if match else None


def kernels_in(module_text: str) -> tuple[list[str], str]:
    """Pallas kernel names in a lowered program's text, and where they were found."""
    if "tpu_custom_call" in module_text:
        with parsed(module_text) as module:
            native = sorted({name for _, name, _ in tpu_custom_calls(module.operation)})
        if native:
            return native, "tpu_custom_call kernel_name attributes"
    interpreted = sorted({name for match in _INTERPRETED_KERNEL.findall(module_text) for name in match
                          if name and name not in _JAX_SCOPES})
    if interpreted:
        return interpreted, "pallas_call locations of the interpreted kernels"
    return [], "no tpu_custom_call and no pallas_call in the program"
