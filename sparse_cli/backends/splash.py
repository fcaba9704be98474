"""``splash``: JAX's Splash attention kernel, fed this planner's ``MaskInfo`` (never Splash's
own mask processing), with the contract's scale applied to q as Splash expects."""

from __future__ import annotations

from typing import Any

from sparse_cli.backends.base import Backend, Planned, prescaled_runner, splash_family_refusal
from sparse_cli.contract import PASSES
from sparse_cli.planner.worklists import Worklists


class Splash(Backend):
    name = "splash"
    summary = "JAX's Splash kernel with this planner's MaskInfo: static masks, no segment ids"
    prefetched = ("data_next", "block_mask", "mask_next")
    lane_aligned_blocks = True

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
        infos = [jax.tree_util.tree_map(jnp.asarray, info) for info in plan.to_splash_mask_info()]
        return splash.SplashAttentionKernel(
            *infos,
            block_sizes=splash.BlockSizes(
                block_q=bq, block_kv=bkv, block_kv_compute=bkv,
                block_q_dkv=bq_dkv, block_kv_dkv=bkv_dkv, block_kv_dkv_compute=bkv_dkv,
                block_q_dq=bq_dq, block_kv_dq=bkv_dq,
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

    def proves(self, kernels: list[str], grads: bool) -> bool:
        return bool(kernels) and all(k.startswith("splash_") for k in kernels)


SPLASH = Splash()
