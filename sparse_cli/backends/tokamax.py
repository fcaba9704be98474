"""``tokamax``: tokamax's Splash attention kernel (a flattened grid of active blocks and a fused
dq/dK/dV backward kernel), fed ``MaskInfo`` built from this planner's worklists (never
tokamax's own mask processing), with the contract's scale applied to q as tokamax expects."""

from __future__ import annotations

import importlib.util
from typing import Any

import numpy as np

from sparse_cli.backends.base import Backend, Planned, prescaled_runner, splash_family_refusal
from sparse_cli.backends.launches import KernelLaunch, LaunchArray
from sparse_cli.contract import MaskContract
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import Worklists, smallest_int_dtype

#: Kernel names of a forward run, and of a forward + VJP run (the same names as JAX's Splash).
FORWARD_KERNELS = {"splash_mha_fwd_no_residuals"}
GRAD_KERNELS = {"splash_mha_fwd_residuals", "splash_mha_dkv_no_residuals"}


def _active_steps(wl: Worklists, transposed: bool) -> tuple[np.ndarray, np.ndarray]:
    """``(rows, steps)`` of tokamax's flattened grid for one pass: the non-empty steps of our
    (single) head row, row-major. The dK/dV pass also keeps the first step of each empty kv row,
    as tokamax does, so that row's dK/dV block is written (zeros); its block class 0 skips compute."""
    active = wl.block_mask[0] != BlockClass.EMPTY
    if transposed:
        active[:, 0] |= ~active.any(axis=1)
    rows, steps = np.nonzero(active)
    return rows, steps


def _mask_info(wl: Worklists, num_cols: int, transposed: bool):
    """tokamax's ``MaskInfo`` of one pass (``_active_steps``), and the pass's tile density."""
    from tokamax._src.ops.experimental.tpu.splash_attention.splash_attention_mask_info import MaskInfo

    classes = wl.block_mask[0]
    rows, steps = _active_steps(wl, transposed)
    has_partial = wl.partial_mask_blocks.shape[0] > 0
    info = MaskInfo(
        mask_next=wl.mask_next[0][rows, steps] if has_partial else None,
        active_rows=rows.astype(smallest_int_dtype(classes.shape[0] - 1)),
        active_cols=wl.data_next[0][rows, steps],
        block_mask=classes[rows, steps],
        num_active_blocks=np.array([rows.size], np.int32),
        partial_mask_blocks=wl.partial_mask_blocks.astype(np.int8) if has_partial else None,  # its cost model rejects bool
        q_sequence=None,
    )
    return info, int((classes != BlockClass.EMPTY).sum()) / (classes.shape[0] * num_cols)


def _interpreter(interpret: Any) -> Any:
    """JAX's TPU interpreter for any interpreted run: the generic one reads an aliased input
    as it was before the kernel (jax b/370563936), and tokamax's backward accumulates dq over
    kv rows, and dK/dV over the query heads of a kv group, through aliased outputs."""
    from jax.experimental.pallas import tpu as pltpu

    if not interpret:
        return False
    return interpret if isinstance(interpret, pltpu.InterpretParams) else pltpu.InterpretParams()


class Tokamax(Backend):
    name = "tokamax"
    summary = "tokamax's Splash kernel (active-block grid, fused backward) with this planner's worklists"
    #: tokamax's scalar-prefetch order, one entry per step of its flattened grid: the row of
    #: each step, our ``data_next`` (its ``active_cols``), ``mask_next``, int32 row bounds the
    #: kernel wrapper derives from the rows, and the block class.
    prefetched = ("active_rows", "data_next", "mask_next", "bounds_start", "bounds_end", "block_mask")
    lane_aligned_blocks = True

    def refusal(self, plan: Planned, native: bool) -> str | None:
        if importlib.util.find_spec("tokamax") is None:
            return "tokamax is not installed: pip install tokamax (it needs jax>=0.9.2)"
        if plan.fwd.block_mask.shape[0] > 1:
            return f"tokamax's MaskInfo has no head axis: every head must share one mask (this contract has {plan.fwd.block_mask.shape[0]})"
        if plan.contract.blocks.separate_dq:
            return "tokamax's fused backward computes dq inside the dK/dV pass: it takes no dq block sizes (unset blocks.*_dq)"
        if plan.contract.sinks or plan.contract.shape.value_dim != plan.contract.shape.head_dim:
            return "attention sinks and head_dim_v are exported to JAX's Splash and this project's kernels, not to tokamax's"
        return splash_family_refusal(plan, "tokamax's Splash") or (self.smem_refusal(plan) if native else None)

    def launches(self, contract: MaskContract, wl: Worklists, name: str, budget: int) -> list[KernelLaunch]:
        """One launch, one entry per step of its flattened grid (no ``mask_next`` without partial
        blocks), walked for every query head."""
        steps = _active_steps(wl, name == "dkv")[0].size
        dtypes = {"active_rows": smallest_int_dtype(wl.block_mask.shape[1] - 1), "data_next": wl.data_next.dtype,
                  "mask_next": wl.mask_next.dtype, "bounds_start": np.dtype(np.int32), "bounds_end": np.dtype(np.int32),
                  "block_mask": wl.block_mask.dtype}
        if not wl.partial_mask_blocks.shape[0]:
            del dtypes["mask_next"]
        arrays = [LaunchArray(name=array, shape=[steps], dtype=str(dtype), bytes=steps * dtype.itemsize) for array, dtype in dtypes.items()]
        return [KernelLaunch(arrays=arrays, grid_steps=contract.shape.num_heads * steps)]

    def prepare(self, plan, interpret: Any):
        import jax
        import jax.numpy as jnp
        from tokamax._src.ops.experimental.tpu.splash_attention import splash_attention_kernel as splash

        c = plan.contract
        (bq, bkv), (bq_dkv, bkv_dkv) = c.blocks.of("fwd"), c.blocks.of("dkv")
        fwd, fwd_density = _mask_info(plan.fwd, c.grid_of("fwd")[1], transposed=False)
        dkv, dkv_density = _mask_info(plan.dkv, c.grid_of("dkv")[0], transposed=True)
        return splash.SplashAttentionKernel(
            *(jax.tree_util.tree_map(jnp.asarray, info) for info in (fwd, dkv)),
            # dq_reduction_steps=3 is tokamax's only backward over the active-block grid; without
            # it the dK/dV kernel walks every tile and keeps a dq partial per kv block
            config=splash.SplashConfig(
                block_q=bq, block_kv=bkv, block_kv_compute=bkv,
                block_q_dkv=bq_dkv, block_kv_dkv=bkv_dkv, block_kv_dkv_compute=bkv_dkv,
                dq_reduction_steps=3,
                attn_logits_soft_cap=c.softcap,
                interpret=_interpreter(interpret),
            ),
            is_mqa=False,
            save_residuals=False,
            mask_value=splash.base.DEFAULT_MASK_VALUE,
            mask_function=None,
            fwd_mask_sparsity=fwd_density,
            dkv_mask_sparsity=dkv_density,
        )

    def runner(self, plan, interpret: Any):
        return prescaled_runner(plan)

    def proves(self, kernels: list[str], grads: bool, contract: MaskContract) -> bool:
        """tokamax's kernel names are JAX Splash's: a forward program reads the same as
        ``splash``'s; with grads, the fused backward (no ``dq`` kernel) tells it from ``splash``
        but not from ``splash-fused``, whose kernels have these names too."""
        return set(kernels) == (GRAD_KERNELS if grads else FORWARD_KERNELS)


TOKAMAX = Tokamax()
