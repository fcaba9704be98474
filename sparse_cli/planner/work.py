"""The matmuls each pass runs per token pair: what FLOPs figures, cost estimates and MXU floors count."""

from __future__ import annotations

#: Matmuls per score tile, each named by the head dimension it runs over (``d``: queries and
#: keys, ``v``: values): forward S=QK^T and O=PV; the backward recomputes S and does dP, dV, dQ,
#: dK, counted per pass when the passes have different tiles: dP and dQ at the dq pass's tiles,
#: S, dV and dK at the dK/dV pass's.
FWD_MATMULS = ("d", "v")
DQ_MATMULS, DKV_MATMULS = ("v", "d"), ("d", "v", "d")
#: The products each pass's kernel runs per tile, recomputing what it needs (the scores in both
#: backward passes, dP in the dK/dV pass too): what its MXUs must do, whatever the accounting
#: above. Each as (rows streamed, dimension contracted, columns written), of the tile's query
#: block ``q``, key block ``kv`` and head dimensions ``d`` (queries and keys) and ``v`` (values).
KERNEL_PRODUCTS = {
    "fwd": (("q", "d", "kv"), ("q", "kv", "v")),  # S = Q.K^T, O += P.V
    "dq": (("q", "d", "kv"), ("q", "v", "kv"), ("q", "kv", "d")),  # S, dP = dO.V^T, dQ += dS.K
    "dkv": (("kv", "d", "q"), ("kv", "v", "q"), ("kv", "q", "v"), ("kv", "q", "d")),  # S^T, dP^T, dV += P^T.dO, dK += dS^T.Q
}
#: dQ += dS.K where the dK/dV kernel computes dq too (``Backend.computes_dq_with_dkv``).
FUSED_DQ_PRODUCT = ("q", "kv", "d")


def kernel_products(phase: str, computes_dq: bool = False) -> tuple[tuple[str, str, str], ...]:
    """The products a tile of pass ``phase``'s kernel runs (``KERNEL_PRODUCTS``), with dQ's in a
    dK/dV kernel that computes dq too."""
    return (*KERNEL_PRODUCTS[phase], FUSED_DQ_PRODUCT) if computes_dq and phase == "dkv" else KERNEL_PRODUCTS[phase]


def kernel_matmuls(phase: str, computes_dq: bool = False) -> tuple[str, ...]:
    """The head dimension each of those products runs over (``d`` or ``v``): their
    multiply-adds are the tile's query and key blocks times it."""
    return tuple(next(dim for dim in product if dim in ("d", "v")) for product in kernel_products(phase, computes_dq))


def shaped_multiply_adds(product: tuple[str, str, str], sizes: dict[str, int], width: int) -> int:
    """Multiply-adds ``width`` x ``width`` systolic arrays spend on ``product`` (``sizes`` of its
    dimensions): its rows streamed past weights of its contracted x written dimensions, each
    rounded up to whole arrays (a 192-deep product takes two 128-deep passes; on 256-wide
    arrays a 128-wide one fills half: the pushes the compiler schedules for head_dim 128 on v6e
    count twice its multiply-adds)."""
    rows, contracted, written = (sizes[dim] for dim in product)
    whole = lambda n: -(-n // width) * width
    return rows * whole(contracted) * whole(written)


def matmul_flops(shape, matmuls: tuple[str, ...]) -> int:
    """FLOPs per token pair of ``matmuls`` (2 per multiply-add) for a contract's ``shape``."""
    dims = {"d": shape.head_dim, "v": shape.value_dim}
    return sum(2 * dims[dim] for dim in matmuls)
