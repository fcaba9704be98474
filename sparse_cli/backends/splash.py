"""``splash``: JAX's Splash attention kernel, fed this planner's ``MaskInfo`` (never Splash's
own mask processing), with the contract's scale applied to q as Splash expects."""

from __future__ import annotations

from typing import Any

import numpy as np

from sparse_cli.backends.base import Backend, Planned
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import Worklists
from sparse_cli.targets import TPU_LANES


def fully_masked_queries(plan: Planned) -> int:
    """Valid query tokens that attend to nothing, counted from the forward worklists."""
    wl, shape = plan.fwd, plan.contract.shape
    block_q = plan.contract.blocks.block_q
    row_any = np.asarray(wl.partial_mask_blocks.any(axis=2))  # [P, block_q]
    seen = np.zeros((wl.block_mask.shape[0], wl.block_mask.shape[1], block_q), bool)
    seen |= (wl.block_mask == BlockClass.FULL).any(axis=2)[..., None]
    partial = wl.block_mask == BlockClass.PARTIAL
    if partial.any():
        h, i, s = np.nonzero(partial)
        np.logical_or.at(seen, (h, i), row_any[wl.mask_next[h, i, s].astype(np.int64)])
    seen = seen.reshape(seen.shape[0], -1)[:, : shape.q_len]
    return int((~seen).sum())


class Splash(Backend):
    name = "splash"
    summary = "JAX's Splash kernel with this planner's MaskInfo: static masks, no segment ids"
    prefetched = ("data_next", "block_mask", "mask_next")
    lane_aligned_blocks = True

    def refusal(self, plan: Planned, native: bool) -> str | None:
        c = plan.contract
        if c.blocks.block_q % TPU_LANES or c.blocks.block_kv % TPU_LANES:
            return f"Splash needs blocks that are multiples of {TPU_LANES} (got {c.blocks.block_q}x{c.blocks.block_kv})"
        if c.segment_ids:
            return "Splash lets padding tokens (negative segment ids) attend to each other and cannot skip blocks for documents"
        if c.clustered is not None:
            return "routing decides the visited blocks per batch; Splash's MaskInfo is fixed when the kernel is built"
        masked = fully_masked_queries(plan)
        if masked:
            return f"{masked} query tokens attend to nothing; Splash returns an average of V there instead of zeros"
        return None

    def launch_operands(self, wl: Worklists) -> tuple[str, ...]:
        """Splash takes no ``mask_next`` when a plan has no partial blocks."""
        return self.prefetched if wl.partial_mask_blocks.shape[0] else self.prefetched[:2]

    def prepare(self, plan, interpret: Any):
        import jax
        import jax.numpy as jnp
        from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash

        c = plan.contract
        bq, bkv = c.blocks.block_q, c.blocks.block_kv
        infos = [jax.tree_util.tree_map(jnp.asarray, info) for info in plan.to_splash_mask_info()]
        return splash.SplashAttentionKernel(
            *infos,
            block_sizes=splash.BlockSizes(
                block_q=bq, block_kv=bkv, block_kv_compute=bkv,
                block_q_dkv=bq, block_kv_dkv=bkv, block_kv_dkv_compute=bkv,
                block_q_dq=bq, block_kv_dq=bkv,
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
        import jax.numpy as jnp

        from sparse_cli.kernels.flash import pad_tokens

        c = plan.contract
        q_pad, kv_pad = plan.padded_lengths

        def run(kernel, q, k, v, segment_ids):
            q_p = pad_tokens(q * jnp.asarray(c.effective_scale, q.dtype), q_pad)
            return kernel(q_p, pad_tokens(k, kv_pad), pad_tokens(v, kv_pad))[:, : q.shape[1]]

        return run

    def proves(self, kernels: list[str], grads: bool) -> bool:
        return bool(kernels) and all(k.startswith("splash_") for k in kernels)


SPLASH = Splash()
