"""``splash`` and ``splash-fused``: JAX's Splash attention kernel, fed this planner's ``MaskInfo``
(never Splash's own mask processing, ``splash_mask_info``), with the contract's scale applied to
q as Splash expects; ``splash-fused`` runs Splash's fused backward kernel
(``BlockSizes(use_fused_bwd_kernel=True)``) where ``splash`` runs its dq and dK/dV kernels."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from sparse_cli.backends.base import Backend, Planned, prescaled_runner, splash_family_refusal
from sparse_cli.backends.launches import KernelLaunch
from sparse_cli.backends.vmem import KernelVmem, block, itemsize, scratch
from sparse_cli.contract import PASSES, MaskContract
from sparse_cli.masks import BlockClass
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.worklists import Worklists, hold_previous, tiles_of


class Splash(Backend):
    name = "splash"
    summary = "JAX's Splash kernel with this planner's MaskInfo: static masks, no segment ids"
    prefetched = ("data_next", "block_mask", "mask_next")
    lane_aligned_blocks = True
    #: Splash's fused backward: its dK/dV kernel computes dq too (``SplashFused``).
    fused_bwd: ClassVar[bool] = False

    def refusal(self, plan: Planned, native: bool) -> str | None:
        return splash_family_refusal(plan, "Splash") or (self.smem_refusal(plan) if native else None)

    def launch_operands(self, wl: Worklists) -> tuple[str, ...]:
        """Splash takes no ``mask_next`` when a plan has no partial blocks."""
        return self.prefetched if wl.partial_mask_blocks.shape[0] else self.prefetched[:2]

    def prepare(self, plan, interpret: Any):
        import jax
        import jax.numpy as jnp
        from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash

        c = plan.contract
        (bq, bkv), (bq_dq, bkv_dq), (bq_dkv, bkv_dkv) = (c.blocks.of(name) for name in PASSES)
        infos = [jax.tree_util.tree_map(jnp.asarray, info) for info in splash_mask_info(plan, fused_bwd=self.fused_bwd)]
        dq_blocks = {"use_fused_bwd_kernel": True} if self.fused_bwd else {"block_q_dq": bq_dq, "block_kv_dq": bkv_dq}
        return splash.SplashAttentionKernel(
            *infos,
            block_sizes=splash.BlockSizes(
                block_q=bq, block_kv=bkv, block_kv_compute=bkv,
                block_q_dkv=bq_dkv, block_kv_dkv=bkv_dkv, block_kv_dkv_compute=bkv_dkv,
                **dq_blocks,
            ),
            is_mqa=False,
            save_residuals=False,
            mask_value=splash.DEFAULT_MASK_VALUE,
            attn_logits_soft_cap=c.softcap,
            residual_checkpoint_name=None,
            mask_function=None,
            interpret=bool(interpret),
        )

    def runner(self, plan, interpret: Any):
        return prescaled_runner(plan)

    def proves(self, kernels: list[str], grads: bool, contract: MaskContract) -> bool:
        """Splash's kernels only; with grads, a dq kernel exactly when the backward is not fused."""
        has_dq_kernel = any(k.startswith(DQ_KERNEL) for k in kernels)
        return bool(kernels) and all(k.startswith("splash_") for k in kernels) and (not grads or has_dq_kernel != self.fused_bwd)

    def vmem(self, contract: MaskContract) -> list[KernelVmem]:
        """Splash's kernels as JAX's source declares them: every input a pipelined block (its
        stored mask block among them), and the whole ``block_q x block_kv`` float32 scores of
        a step as the spill allowance (Splash computes a block at once). The fused dK/dV kernel
        writes its step's dq partial block in q's dtype, and there is no dq kernel."""
        s = contract.shape
        d, dv, dtype = s.head_dim, s.value_dim, s.dtype
        (bq, bkv), (bq_dq, bkv_dq), (bq_dkv, bkv_dkv) = (contract.blocks.of(name) for name in PASSES)
        stats = lambda rows: [block("log-sum-exp", (8, rows), "float32"), block("delta", (8, rows), "float32")]
        fwd = [block("q", (bq, d), dtype), block("k", (bkv, d), dtype), block("v", (bkv, dv), dtype), block("mask", (bq, bkv), "int8"),
               block("output", (bq, dv), dtype), block("log-sum-exp", (bq, 128), "float32"), scratch("softmax max", (bq, 128), "float32"),
               scratch("softmax sum", (bq, 128), "float32"), scratch("output accumulator", (bq, dv), "float32")]
        dq = [block("q", (bq_dq, d), dtype), block("k", (bkv_dq, d), dtype), block("v", (bkv_dq, dv), dtype),
              block("mask", (bq_dq, bkv_dq), "int8"), *stats(bq_dq), block("output gradient", (bq_dq, dv), dtype),
              block("dq", (bq_dq, d), dtype), scratch("dq accumulator", (bq_dq, d), "float32")]
        dkv = [block("q", (bq_dkv, d), dtype), block("k", (bkv_dkv, d), dtype), block("v", (bkv_dkv, dv), dtype),
               block("mask", (bkv_dkv, bq_dkv), "int8"), *stats(bq_dkv), block("output gradient", (bq_dkv, dv), dtype),
               block("dk", (bkv_dkv, d), dtype), block("dv", (bkv_dkv, dv), dtype), scratch("dk accumulator", (bkv_dkv, d), "float32"),
               scratch("dv accumulator", (bkv_dkv, dv), "float32")]
        kernels = [("fwd_residuals", fwd, (bq, bkv)), ("dq_no_residuals", dq, (bq_dq, bkv_dq)), ("dkv_no_residuals", dkv, (bq_dkv, bkv_dkv))]
        if self.fused_bwd:
            dkv.append(block("dq partial", (bq_dkv, d), dtype))
            del kernels[1]
        return [KernelVmem(kernel=f"splash_mha_{name}", buffers=buffers, spill_bytes=rows * cols * 4) for name, buffers, (rows, cols) in kernels]


#: The name of Splash's dq kernel in a lowered program.
DQ_KERNEL = "splash_mha_dq"


class SplashFused(Splash):
    """Splash with its fused backward: the dK/dV kernel walks every q block of each kv block (the
    grid unshrunk: step ``s`` is q block ``s``) and writes a dq partial per kv block
    (``[kv blocks, H, L, D]`` in q's dtype), which XLA sums after it: no dq kernel, for that
    memory. The peer of pallas's dq computed by its dK/dV kernel. ``auto`` does not weigh it: its
    forward is ``splash``'s, and its partials outgrow HBM where pallas's dq does not."""

    name = "splash-fused"
    summary = "JAX's Splash kernel with its fused backward (use_fused_bwd_kernel): dq partials per kv block, no dq kernel"
    fused_bwd = True

    def refusal(self, plan: Planned, native: bool) -> str | None:
        if plan.contract.blocks.separate_dq:
            return "Splash's fused backward computes dq inside the dK/dV pass: it takes no dq block sizes (unset blocks.*_dq)"
        return super().refusal(plan, native)

    def computes_dq_with_dkv(self, contract: MaskContract) -> bool:
        return True

    def dq_bytes_with_dkv(self, contract: MaskContract, visited_tiles: int, dkv_steps: int) -> int:
        """Every step writes its dq partial block in q's dtype (skipped ones too: the block index
        moves each step); XLA then reads the partials back and writes their sum."""
        s = contract.shape
        partials = dkv_steps * contract.blocks.of("dkv")[0] * s.head_dim * itemsize(s.dtype)
        return 2 * partials + s.num_heads * s.q_len * s.head_dim * itemsize(s.dtype)

    def launches(self, contract: MaskContract, wl: Worklists, name: str, budget: int) -> list[KernelLaunch]:
        """The dK/dV launch walks the unshrunk grid (``unshrunk_dkv``) and computes dq too."""
        if name != "dkv":
            return super().launches(contract, wl, name, budget)
        return [launch.model_copy(update={"computes_dq": True}) for launch in super().launches(contract, unshrunk_dkv(contract, wl), name, budget)]


SPLASH = Splash()
SPLASH_FUSED = SplashFused()


def splash_mask_info(plan: Plan, fused_bwd: bool = False):
    """``(fwd, dq, dkv)`` MaskInfo for JAX's Splash kernel, without its mask processing.

    Splash's dK/dV arrays are laid out ``[H, steps, kv blocks]``, the transpose of ours.
    Like Splash, arrays are for the padded lengths (multiples of the block sizes). Splash's
    fused backward kernel (``BlockSizes(use_fused_bwd_kernel=True)``) writes each dq partial
    at its grid step, so step ``s`` must be q block ``s``: ``fused_bwd=True`` gives that
    unshrunk dK/dV layout (and no dq MaskInfo, which the fused kernel does not take).
    """
    from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask_info import MaskInfo

    def mask_info(wl: Worklists, transposed: bool) -> MaskInfo:
        def layout(array: np.ndarray) -> np.ndarray:
            return np.ascontiguousarray(array.swapaxes(1, 2)) if transposed else array

        has_partial = wl.partial_mask_blocks.shape[0] > 0
        return MaskInfo(
            data_next=layout(wl.data_next),
            mask_next=layout(wl.mask_next) if has_partial else None,
            block_mask=layout(wl.block_mask),
            partial_mask_blocks=wl.partial_mask_blocks if has_partial else None,
            q_sequence=None,
        )

    forward = mask_info(plan.fwd, transposed=False)
    if fused_bwd:
        return forward, None, mask_info(unshrunk_dkv(plan.contract, plan.dkv), transposed=True)
    dq = mask_info(plan.own_dq, transposed=False) if plan.own_dq is not None else forward
    return forward, dq, mask_info(plan.dkv, transposed=True)

def unshrunk_dkv(contract: MaskContract, dkv: Worklists) -> Worklists:
    """The dK/dV worklists ``dkv`` with step ``s`` visiting q block ``s`` (``[H, nk, nq]``);
    empty steps hold the q block the pipeline last loaded for that kv block."""
    nq, nk = contract.grid_of("dkv")
    heads = dkv.block_mask.shape[0]
    classes = np.zeros((heads, nk, nq), np.int8)
    masks = np.zeros((heads, nk, nq), np.int64)
    for h, t in enumerate(tiles_of(dkv)):  # rows are kv blocks, fetched blocks q blocks
        classes[h, t.row, t.col] = t.cls
        masks[h, t.row, t.col] = np.maximum(t.partial, 0)
    q_block = np.broadcast_to(np.arange(nq), classes.shape)
    data = hold_previous(q_block, classes != BlockClass.EMPTY, None)
    masks = hold_previous(masks, classes == BlockClass.PARTIAL, None)
    return Worklists(classes, data.astype(dkv.data_next.dtype), masks.astype(dkv.mask_next.dtype), dkv.partial_mask_blocks)
