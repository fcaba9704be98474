"""The pallas kernels' differentiable entry: ``flash_attention`` and ``attention_with_lse``,
custom VJPs over the forward and backward kernels. How the kernels work:

Block-sparse flash attention as Pallas TPU kernels, driven by the planner's worklists.

Each launch has one grid step per output block (``schedule``'s units). The unit's own blocks
(q and the output for the forward and dq passes; K, V, dK and dV for dK/dV) come through
BlockSpecs and stay in VMEM for the whole step; inside it the kernel walks the unit's visited
tiles as runs of consecutive blocks (``walk.Unit.walk``), copying each fetched block
(K/V, or q, dO and the softmax residuals for dK/dV) from HBM by DMA into one of
``buffers.DMA_SLOTS`` slots while the tiles before it compute — no padding steps, no per-tile
grid overhead. The runs (``runs``, ``fetched``, ``count``, ``kind``, and ``member``/``mask``
where needed) are scalar-prefetched into SMEM: a row of a mask with a closed form is a few
runs, so SMEM grows with output blocks, not tiles. A static plan's runs are computed on the host (the program
builds none); a batch's runtime plan (documents, routing) has them built in the program.
A partial tile's token mask is computed from the token positions when every head's mask has a
closed form (``TokenRule``: iota arithmetic on the kind's own predicate, no mask traffic; on a
mesh device from where its blocks stand, ``arrays.origin``; window masks compare the tile's own
token offsets against bounds folded on the scalar core); otherwise it is the stored block
``partial_mask_blocks[mask]``, copied in with the tile. Masked scores become ``-inf`` once,
before the softmax, so they weigh ``exp(-inf) = 0`` with no second select. A tile of a block
with more rows than ``buffers.ROW_CHUNK`` is computed a chunk of the unit's rows at a time, in a
loop (rows are independent: a query's softmax, a key's dK/dV), so what Mosaic compiles is one
chunk's body. Softmax statistics and accumulators live in float32 VMEM scratch. Each pass runs at its
own blocks (``KernelConfig.blocks``); a pass whose runs exceed the SMEM budget runs as several
launches over consecutive output blocks, each writing its blocks into the same buffers.

- forward: output, and the log-sum-exp ``[H, 1, Lq]`` only when a gradient will be taken (one
  float32 per query, lane-major); attention sinks start each row's softmax statistics at the
  head's sink (max = sink, sum = 1), so the sink joins the denominator and nothing else;
- dq: the forward worklists again, or its own when its block sizes differ;
- dK/dV: each kv row of a kv head walks the transposed tiles of every query head of its group
  in turn (on an inner grid axis when the group shares one list), computed in the transposed
  domain (``s^T = k q^T``) so the transposed partial blocks are used as stored (a tile's key rows
  in skewed groups where the chip's MXUs are the bound: ``buffers.dkv_group_rows``), accumulates in float32 VMEM and writes dK/dV once, in the input
  dtype (no per-query-head copies in HBM). Both backward kernels read the log-sum-exp and delta
  as ``(1, block_q)`` rows.

GQA maps query head ``h`` to kv head ``h // group`` in the index maps and DMA windows (K/V are never repeated
in memory). Values may have their own head dimension (MLA-style ``Dv``). Shapes here are
padded: lengths are multiples of every pass's blocks (the API layer pads and slices).
"""

from __future__ import annotations

import functools

import jax
from jax import ad_checkpoint, custom_batching

from sparse_cli.backends.pallas.arrays import PassSteps
from sparse_cli.backends.pallas.backward import flash_backward
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.forward import flash_forward


@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def flash_attention(cfg: KernelConfig, steps: PassSteps, q, k, v, segments, sinks=None):
    """Attention output, differentiable in ``q, k, v`` and the sinks; worklists and segment ids
    are data (never traced constants), so new values of the same shapes reuse the compiled
    program."""
    return flash_forward(cfg, steps.fwd, q, k, v, segments, sinks, residuals=False)[0]


def _vjp_forward(cfg, steps, q, k, v, segments, sinks):
    out, lse = flash_forward(cfg, steps.fwd, q, k, v, segments, sinks, residuals=True)
    return out, (steps, q, k, v, out, lse, segments, sinks)


def _vjp_backward(cfg, residuals, d_out):
    steps, q, k, v, out, lse, segments, sinks = residuals
    dq, dk, dv, d_sinks = flash_backward(cfg, steps, q, k, v, out, lse, d_out.astype(q.dtype), segments, sinks)
    return None, dq, dk, dv, None, d_sinks


flash_attention.defvjp(_vjp_forward, _vjp_backward)


@functools.partial(jax.custom_vjp, nondiff_argnums=(0, 1))
def attention_with_lse(cfg: KernelConfig, residual_name: str | None, steps: PassSteps, q, k, v, segments, sinks=None):
    """``(out, lse [H, Lq])`` of one example, differentiable in ``q, k, v`` and the sinks (the
    log-sum-exp is a residual: its gradient is not taken, as under ``lax.stop_gradient``), and
    batchable: under ``jax.vmap`` the examples run one after another (``_per_example``), since
    the kernels copy fetched blocks by DMA, which ``vmap`` cannot batch. ``residual_name``
    names the forward's residuals for remat policies (``jax.ad_checkpoint.checkpoint_name``)."""
    return _forward(cfg)(steps, q, k, v, segments, sinks)


def _lse_vjp_forward(cfg, residual_name, steps, q, k, v, segments, sinks):
    out, lse = _forward(cfg)(steps, q, k, v, segments, sinks)
    if residual_name is not None:
        out, lse = (ad_checkpoint.checkpoint_name(x, residual_name) for x in (out, lse))
    return (out, lse), (steps, q, k, v, out, lse, segments, sinks)


def _lse_vjp_backward(cfg, residual_name, residuals, cotangents):
    steps, q, k, v, out, lse, segments, sinks = residuals
    dq, dk, dv, d_sinks = _backward(cfg)(steps, q, k, v, out, lse, cotangents[0].astype(q.dtype), segments, sinks)
    return None, dq, dk, dv, None, d_sinks


attention_with_lse.defvjp(_lse_vjp_forward, _lse_vjp_backward)


@functools.lru_cache(maxsize=64)
def _forward(cfg: KernelConfig):
    def forward(steps, q, k, v, segments, sinks):
        out, lse = flash_forward(cfg, steps.fwd, q, k, v, segments, sinks, residuals=True)
        return out, lse[:, 0, :]

    return _per_example(forward)


@functools.lru_cache(maxsize=64)
def _backward(cfg: KernelConfig):
    def backward(steps, q, k, v, out, lse, d_out, segments, sinks):
        return flash_backward(cfg, steps, q, k, v, out, lse[:, None, :], d_out, segments, sinks)

    return _per_example(backward)


def _per_example(fn):
    """``fn`` of one example; under ``jax.vmap`` the batched arguments' examples one after
    another (``lax.map``, the unbatched ones shared), however deeply nested."""
    mapped = custom_batching.custom_vmap(fn)

    @mapped.def_vmap
    def one_at_a_time(axis_size, in_batched, *args):
        leaves, tree = jax.tree_util.tree_flatten(args)
        flags = jax.tree_util.tree_leaves(in_batched)

        def example(batched):
            parts = iter(batched)
            return mapped(*jax.tree_util.tree_unflatten(tree, [next(parts) if flag else leaf for leaf, flag in zip(leaves, flags)]))

        out = jax.lax.map(example, [leaf for leaf, flag in zip(leaves, flags) if flag])
        return out, jax.tree_util.tree_map(lambda _: True, out)

    return mapped
