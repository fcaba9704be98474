"""Splash's kernel makers and kernel object, running this project's planner and pallas kernels.

``make_splash_mha(mask, *, block_sizes, head_shards, q_seq_shards, ...)`` takes what JAX's
takes: a ``MultiHeadMask`` (structured masks planned analytically, anything else as mask data
kept in memory: ``masks.splash``), a numpy ``[H, q, kv]`` array or a concrete ``jax.Array``.
The mask is read and planned once, when the kernel is made; each call signature (kv heads,
head sizes, dtype, segment ids, sinks) then gets its contract planned once and reused
(``execution.local.Signatures``). The kernel object is a pytree whose leaves are every
device's step arrays and place (``Backend.local_program``), so ``manual_sharding_spec`` gives
``shard_map`` the specs that hand each device its slice, as Splash's does.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import jax
import numpy as np
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as jax_splash
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as jax_masks

from sparse_cli.backends import Choice
from sparse_cli.contract import MaskContract
from sparse_cli.contract.loading import parse_contract
from sparse_cli.execution.api import Receipt
from sparse_cli.execution.local import LocalAttention, Signatures
from sparse_cli.files import staged_file
from sparse_cli.masks.explicit import written_document
from sparse_cli.masks.splash import splash_blocks, splash_mask_document
from sparse_cli.planner.plan import Plan
from sparse_cli.splash.calls import Call, canonical, common_dtype, splash_segment_ids

DOOR = "sparse_cli.splash (Splash drop-in)"
CHOICE = Choice("pallas", "pallas", "Splash's kernel object on this project's pallas kernels")


class _Static:
    """What a kernel is apart from its arrays, shared by every copy a pytree transformation
    makes: its contract's fixed part (mask document and in-memory mask tables, blocks,
    options), the shards, and the plans of the signatures seen so far."""

    def __init__(self, mask: Any, block_sizes: Any, is_mqa: bool, save_residuals: bool, soft_cap: float | None,
                 head_shards: int, q_shards: int, residual_name: str | None, interpret: bool):
        self.tables: dict = {}
        self.mask = splash_mask_document(mask, tables=self.tables)
        self.heads, self.q_len, self.kv_len = (int(n) for n in mask.shape)
        self.blocks = splash_blocks(block_sizes)
        self.is_mqa, self.save_residuals, self.soft_cap = is_mqa, save_residuals, soft_cap
        self.head_shards, self.q_shards, self.residual_name, self.interpret = head_shards, q_shards, residual_name, interpret
        # the mask and blocks are checked and planned here; head sizes, kv heads and dtype are the call's
        self.base = self.contract(self.heads, 128, 128, "float32", segmented=False, sinks=False)
        self.signatures = Signatures(lambda planned: LocalAttention(planned, CHOICE, interpret, head_shards, q_shards, residual_name))
        self.data = self.signatures(self.base).data

    def contract(self, kv_heads: int, head_dim: int, head_dim_v: int, dtype: str, segmented: bool, sinks: bool) -> MaskContract:
        """The contract of a call signature: Splash's q is scaled by the caller (scale 1)."""
        document = {
            "name": "splash-kernel",
            "description": "a sparse_cli.splash kernel (Splash drop-in)",
            "shape": {"q_len": self.q_len, "kv_len": self.kv_len, "num_heads": self.heads, "num_kv_heads": kv_heads,
                      "head_dim": head_dim, "head_dim_v": head_dim_v, "dtype": dtype},
            "blocks": self.blocks, "mask": self.mask, "scale": 1.0, "softcap": self.soft_cap,
            "segment_ids": segmented, "sinks": sinks, "backend": "pallas",
        }
        return parse_contract({k: v for k, v in document.items() if v is not None}, "sparse_cli.splash kernel", tables=self.tables)


@jax.tree_util.register_pytree_node_class
class SplashAttentionKernel:
    """Splash's kernel object: call it per example, ``kernel(q, k, v, segment_ids=None,
    sinks=None)`` with ``q [H, q_len, D]`` and ``k``/``v`` ``[H_kv, kv_len, D]`` (``[kv_len, D]``
    when made by ``make_splash_mqa``), under ``jax.vmap`` for a batch, inside ``shard_map`` with
    ``manual_sharding_spec``; ask it what it runs (``contract``, ``plan``, ``receipt``,
    ``save_contract``)."""

    def __init__(self, static: _Static, data: Any):
        self._static, self._data = static, data

    def tree_flatten(self):
        return (self._data,), self._static

    @classmethod
    def tree_unflatten(cls, static, leaves):
        return cls(static, leaves[0])

    def __call__(self, q, k, v, segment_ids=None, sinks=None):
        """The output ``[H, q_len, Dv]`` in q's dtype (with ``save_residuals``: ``(out,
        (logsumexp,))``, the log-sum-exp ``[H, q_len]`` float32); on one device's slice inside
        ``shard_map``, that device's heads and queries."""
        call = self._call(q, k, v, segment_ids, sinks)
        ids = splash_segment_ids(segment_ids) if segment_ids is not None else None
        out_dtype, common = canonical(q), common_dtype(q, k, v)
        q, k, v = (x.astype(common) for x in (q, k, v))  # mixed inputs computed in their common dtype
        k, v = (k[None], v[None]) if self._static.is_mqa else (k, v)
        if call.split:
            out, lse = call.by_shards(self._data, q, k, v, ids, sinks)
        else:
            out, lse = call.bound.program.run(self._data, q, k, v, ids, sinks)
        out = out.astype(out_dtype)
        return (out, (lse,)) if self._static.save_residuals else out

    def _call(self, q, k, v, segment_ids, sinks) -> Call:
        return Call.of(self._static, self._data, q, k, v, segment_ids, sinks)

    def contract(self, q, k, v, segment_ids=None, sinks=None) -> MaskContract:
        """The contract a call with these arguments (arrays or ``ShapeDtypeStruct``s) runs."""
        return self._call(q, k, v, segment_ids, sinks).bound.plan.contract

    def plan(self, q, k, v, segment_ids=None, sinks=None) -> Plan:
        """The plan a call with these arguments runs (planned once per signature)."""
        return self._call(q, k, v, segment_ids, sinks).bound.plan

    def receipt(self, q, k, v, segment_ids=None, sinks=None, grads: bool = False) -> Receipt:
        """What a call with these arguments runs, read back from one device's lowered program
        (with ``grads``, its VJP too)."""
        call = self._call(q, k, v, segment_ids, sinks)
        local = call.bound.program
        data = local.shard(self._data, 0, 0) if call.split else self._data
        q, k, v, ids, sinks = call.one_device(q, k, v, segment_ids, sinks)
        return call.bound.receipt(data, q, k, v, ids, sinks, grads, door=DOOR)

    def save_contract(self, path: str | Path, q, k, v, segment_ids=None, sinks=None) -> MaskContract:
        """Write the contract of a call with these arguments to ``path`` (JSON), its mask data
        as ``.npz`` files beside it, for the auditor (``sparse-cli compile PATH --lock ...``)."""
        contract = self.contract(q, k, v, segment_ids, sinks)
        path = Path(path)
        for table in self._static.tables.values():
            name = f"splash-{table.sha256[:16]}.npz"
            written_document(table, path.parent / name, path.parent)
        with staged_file(path, "w") as handle:
            handle.write(json.dumps(contract.model_dump(mode="json", exclude_none=True), indent=2) + "\n")
        return contract

    def manual_sharding_spec(self, sharding: jax.sharding.NamedSharding) -> SplashAttentionKernel:
        """The ``shard_map`` in_spec of this kernel for q laid out by ``sharding`` (its spec:
        ``(heads axis, q sequence axis)``): each device gets its heads' and q shard's step
        arrays. The axes' sizes must be the kernel's ``head_shards`` and ``q_seq_shards``."""
        s = self._static
        spec = tuple(sharding.spec)
        if len(spec) != 2:
            raise ValueError(f"manual_sharding_spec: the sharding's spec must be (heads axis, q sequence axis), "
                             f"as q's first two axes (got {sharding.spec})")
        for axis, shards, name in ((spec[0], s.head_shards, "head_shards"), (spec[1], s.q_shards, "q_seq_shards")):
            names = () if axis is None else (axis,) if isinstance(axis, str) else tuple(axis)
            size = int(np.prod([sharding.mesh.shape[n] for n in names], dtype=np.int64))
            if size != shards:
                raise ValueError(f"manual_sharding_spec: the sharding splits {'heads' if name == 'head_shards' else 'q'} over "
                                 f"{size} devices ({axis!r}); this kernel was made with {name}={shards}")
        return SplashAttentionKernel(s, s.signatures(s.base).program.specs(spec[0], spec[1]))


def _make_splash_attention(mask: np.ndarray | jax.Array | jax_masks.MultiHeadMask, *, block_sizes: Any = None, is_mqa: bool,
                           save_residuals: bool = False, mask_value: float = jax_splash.DEFAULT_MASK_VALUE,
                           attn_logits_soft_cap: float | None = None, downcast_smem_data: bool = True, head_shards: int,
                           q_seq_shards: int, residual_checkpoint_name: str | None = None,
                           interpret: bool = False) -> SplashAttentionKernel:
    """Splash's ``_make_splash_attention`` (same arguments and defaults), on this project's
    planner and kernels. ``downcast_smem_data`` changes nothing here (the step arrays always
    take the smallest integer type); the block sizes' ``*_compute`` sizes and q/k/v layouts are
    physical choices of Splash's kernels that change no result, and ``use_fused_bwd_kernel``
    picks Splash's backward kernel: the backward passes here run at ``block_q_dkv`` x
    ``block_kv_dkv`` and the dq sizes (the forward's when unset). A negative soft cap caps as
    its magnitude does (Splash's ``c * tanh(s / c)`` is even in ``c``). Refused by name: a traced mask
    (planning reads the mask on the host), a ``mask_value`` above Splash's default (masked
    pairs here weigh exactly zero)."""
    if len(mask.shape) != 3:
        raise ValueError(f"Unexpected mask shape: {mask.shape}")
    if isinstance(mask, jax.core.Tracer):
        raise NotImplementedError("sparse_cli.splash plans a mask on the host when the kernel is made: a traced (dynamic) "
                                  "mask cannot be planned; make the kernel outside jit from a concrete array")
    if not mask_value <= jax_splash.DEFAULT_MASK_VALUE:
        raise NotImplementedError(f"mask_value={mask_value}: sparse_cli.splash gives masked pairs exactly zero weight, "
                                  f"as Splash's default ({jax_splash.DEFAULT_MASK_VALUE}) or anything below it does")
    for name, value in (("head_shards", head_shards), ("q_seq_shards", q_seq_shards)):
        if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name} must be a positive integer (got {value!r})")
    if is_mqa and head_shards > 1:
        raise NotImplementedError("make_splash_mqa with head_shards > 1: the pallas kernels split K/V with their query heads, "
                                  "and MQA's one kv head cannot be split; shard the queries (q_seq_shards) instead")
    if attn_logits_soft_cap is not None and attn_logits_soft_cap < 0:
        attn_logits_soft_cap = -attn_logits_soft_cap
    if isinstance(mask, (np.ndarray, jax.Array)):
        mask = jax_masks.MultiHeadMask([jax_masks.NumpyMask(np.asarray(head)) for head in np.asarray(mask)])
    static = _Static(mask, block_sizes if block_sizes is not None else jax_splash.BlockSizes.get_default(), is_mqa,
                     save_residuals, attn_logits_soft_cap, int(head_shards), int(q_seq_shards), residual_checkpoint_name,
                     bool(interpret))
    return SplashAttentionKernel(static, static.data)


make_splash_mha = functools.partial(_make_splash_attention, is_mqa=False)
make_splash_mqa = functools.partial(_make_splash_attention, is_mqa=True)
make_splash_mha_single_device = functools.partial(make_splash_mha, is_mqa=False, head_shards=1, q_seq_shards=1)
make_splash_mqa_single_device = functools.partial(make_splash_mha, is_mqa=True, head_shards=1, q_seq_shards=1)
