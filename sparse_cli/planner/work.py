"""The matmuls each pass runs per token pair: what FLOPs figures and cost estimates count."""

from __future__ import annotations

#: Matmuls per score tile, each named by the head dimension it runs over (``d``: queries and
#: keys, ``v``: values): forward S=QK^T and O=PV; the backward recomputes S and does dP, dV, dQ,
#: dK, counted per pass when the passes have different tiles: dP and dQ at the dq pass's tiles,
#: S, dV and dK at the dK/dV pass's.
FWD_MATMULS = ("d", "v")
DQ_MATMULS, DKV_MATMULS = ("v", "d"), ("d", "v", "d")
#: Matmuls each pass's kernel runs per tile, recomputing what it needs (the scores in both
#: backward passes, dP in the dK/dV pass too): what its MXUs must do, whatever the accounting above.
KERNEL_MATMULS = {"fwd": FWD_MATMULS, "dq": ("d", *DQ_MATMULS), "dkv": ("v", *DKV_MATMULS)}


def kernel_matmuls(phase: str, computes_dq: bool = False) -> tuple[str, ...]:
    """Matmuls a tile of pass ``phase``'s kernel runs: a dK/dV kernel that computes dq too
    (``Backend.computes_dq_with_dkv``) adds dQ's (the scores and dP it has already)."""
    return (*KERNEL_MATMULS[phase], "d") if computes_dq and phase == "dkv" else KERNEL_MATMULS[phase]


def matmul_flops(shape, matmuls: tuple[str, ...]) -> int:
    """FLOPs per token pair of ``matmuls`` (2 per multiply-add) for a contract's ``shape``."""
    dims = {"d": shape.head_dim, "v": shape.value_dim}
    return sum(2 * dims[dim] for dim in matmuls)
