"""The torch door's lanes (``sparse_cli.torch``): the JAX program of a plan as a
``torch.autograd.Function``.

Both lanes run one pair of jitted JAX functions per call signature: ``forward`` returns the
output and the VJP's residuals as flat arrays (``jax.vjp``'s pullback is a pytree of them), and
``backward`` rebuilds the pullback from them and applies it to the output's gradient, so the
backward pass never recomputes the forward. The ``jax`` lane hands tensors over by DLPack; the
``call_jax`` lane stages both functions into PyTorch/XLA's graph with ``torch_xla``'s
``call_jax``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import torch

from sparse_cli.execution.api import Attention as JaxAttention
from sparse_cli.execution.api import Receipt, int32_by_type
from sparse_cli.planner.plan import Plan
from sparse_cli.reference import SegmentIds
from sparse_cli.versions import package_versions

NATIVE_PALLAS_REFUSAL = (
    "lane 'pallas' (torch_xla's trace_pallas): it makes one payload of a function holding one tpu_custom_call, but this "
    "attention is several Pallas kernels (forward, dq, dK/dV, a launch per SMEM-sized share) joined by XLA operations "
    "and a custom VJP, and it lowers for a TPU only ('Only interpret mode is supported on CPU backend' elsewhere); "
    "lane 'call_jax' runs the same kernels natively on a TPU")


class TorchReceipt(Receipt):
    """A JAX program's receipt plus the torch lane that runs it, and the calls each lane ran."""

    lane: str
    lane_evidence: str
    calls: dict[str, int]  # calls this Attention ran, by lane
    torch_versions: dict[str, str | None]


class _Program:
    """One call signature's jitted forward (output and residuals) and backward (the
    residuals' tree is read when the forward is traced, once: a signature is one shape)."""

    def __init__(self, attention: JaxAttention, segmented: bool, with_sinks: bool):
        self._tree = None

        def differentiable(q, k, v, ids, sinks):
            def run(q, k, v, *s):
                return attention.call(attention.data, q, k, v, ids, *s or (None,))

            out, pullback = jax.vjp(run, q, k, v, *([sinks] if with_sinks else []))
            leaves, self._tree = jax.tree_util.tree_flatten(pullback)
            return out, leaves

        def forward(q, k, v, *extra):
            ids, sinks = _extras(extra, segmented, with_sinks)
            return differentiable(q, k, v, ids, sinks)

        def backward(d_out, *leaves):
            return tuple(jax.tree_util.tree_unflatten(self._tree, leaves)(d_out))

        def infer(q, k, v, *extra):  # no gradient asked for: no residuals kept
            ids, sinks = _extras(extra, segmented, with_sinks)
            return attention.call(attention.data, q, k, v, ids, sinks)

        self.forward, self.backward, self.infer = jax.jit(forward), jax.jit(backward), jax.jit(infer)


def _extras(extra, segmented: bool, with_sinks: bool):
    ids = SegmentIds(extra[0], extra[1]) if segmented else None
    return ids, (extra[-1] if with_sinks else None)


class Attention:
    """A plan run from torch tensors: ``attention(q, k, v, segment_ids=None, sinks=None)`` with
    ``q [(B,) H, Lq, D]``, ``k [(B,) H_kv, Lk, D]``, ``v [(B,) H_kv, Lk, Dv]`` (segment ids a
    ``(q_ids, kv_ids)`` pair of int tensors ``[(B,) L]``, sinks ``[H]``), differentiable in q, k,
    v and the sinks; ``receipt`` says which lane and which kernels ran. ``lane``: None picks
    ``call_jax`` for tensors on a PyTorch/XLA device, else ``jax``; the others as the package
    docstring says."""

    def __init__(self, plan: Plan, backend: str = "auto", lane: str | None = None, interpret: Any = None):
        if lane == "pallas":
            raise NotImplementedError(NATIVE_PALLAS_REFUSAL)
        if lane not in (None, "jax", "call_jax"):
            raise ValueError(f"lane={lane!r}: choose 'jax', 'call_jax' or None (by the tensors' device)")
        self.jax = JaxAttention(plan, backend, interpret)
        self.lane = lane
        self.calls: Counter[str] = Counter()
        self._programs: dict[tuple, _Program] = {}

    @torch.compiler.disable  # torch.compile runs it as it is (a graph break): JAX traced it already
    def __call__(self, q, k, v, segment_ids=None, sinks=None):
        lane = self._lane(q)
        named = [("q", q), ("k", k), ("v", v)]
        if segment_ids is not None:
            if not (isinstance(segment_ids, (tuple, list)) and len(segment_ids) == 2):
                raise ValueError("segment_ids must be a (q_ids, kv_ids) pair of integer tensors")
            named += [("segment_ids.q", segment_ids[0]), ("segment_ids.kv", segment_ids[1])]
        if sinks is not None:
            named.append(("sinks", sinks))
        for name, x in named:
            if not isinstance(x, torch.Tensor):
                raise TypeError(f"{name} must be a torch.Tensor (got {type(x).__name__})")
        ids, _ = self.jax._check(*(_shaped(x) for x in (q, k, v)), None if segment_ids is None else tuple(_ids(x, lane) for x in segment_ids),
                                 None if sinks is None else _shaped(sinks))
        if ids is not None:  # their values fit int32 (checked): the kernels' type
            if lane == "jax":
                self.jax.check_batch(ids)  # a batch over max_grid_width: refused by name, as the JAX door does
            named = [(name, x.to(torch.int32) if name.startswith("segment_ids") else x) for name, x in named]
        if lane == "jax" and not jax.config.jax_enable_x64 and any(x.dtype == torch.float64 for name, x in named if name in ("q", "k", "v")):
            raise TypeError("q, k and v are float64, which JAX computes in float32 (jax_enable_x64 is off): the output would be "
                            "float32 and its gradients only float32-accurate; pass float32, or enable x64")
        if sinks is not None and lane == "jax" and not bool(torch.isfinite(sinks).all()):
            raise ValueError("sinks must be finite, like every contract field")
        tensors = [x for _, x in named]
        key = (lane, segment_ids is not None, sinks is not None, *((tuple(x.shape), x.dtype) for x in tensors))
        if key not in self._programs:
            self._programs[key] = _Program(self.jax, segment_ids is not None, sinks is not None)
        lane_of = _LANES[lane]
        if torch.is_grad_enabled() and any(x.requires_grad for x in tensors):
            out = _Function.apply(lane_of, self._programs[key], len(tensors), *tensors)
        else:
            out = lane_of.infer(self._programs[key], tensors)
        self.calls[lane] += 1
        return out

    def _lane(self, q) -> str:
        on_xla = isinstance(q, torch.Tensor) and q.device.type == "xla"
        lane = self.lane or ("call_jax" if on_xla else "jax")
        if lane == "call_jax":
            try:
                import torch_xla  # noqa: F401
            except ImportError as error:
                raise ModuleNotFoundError(f"lane 'call_jax' needs torch_xla (with torchax and flax) on the torch release it was "
                                          f"built for: {error}") from None
        if on_xla != (lane == "call_jax"):
            raise ValueError(f"lane {lane!r} takes tensors {'on a PyTorch/XLA device' if lane == 'call_jax' else 'off PyTorch/XLA'} "
                             f"(got a tensor on {q.device})")
        return lane

    def receipt(self, q, k, v, segment_ids=None, sinks=None, grads: bool = False) -> TorchReceipt:
        """What a call with these tensors runs: the lane, and the JAX program's receipt (its
        kernels read back from the lowered program)."""
        lane = self._lane(q)
        ids = None if segment_ids is None else SegmentIds(*(_abstract(x) for x in segment_ids))
        base = self.jax.receipt(_abstract(q), _abstract(k), _abstract(v), ids, grads, None if sinks is None else _abstract(sinks))
        evidence = {"jax": "torch tensors handed to JAX by DLPack; JAX ran the jitted program and handed the output back",
                    "call_jax": "torch_xla.core.xla_builder.call_jax staged the jitted program into the PyTorch/XLA graph"}[lane]
        return TorchReceipt(**base.model_dump(), lane=lane, lane_evidence=evidence, calls=dict(self.calls),
                            torch_versions=package_versions(["torch", "torch_xla", "torchax"]))


def _abstract(x) -> jax.ShapeDtypeStruct:
    """A torch tensor's shape and dtype, as JAX sees them."""
    return jax.ShapeDtypeStruct(tuple(x.shape), _jax_dtype(x.dtype))


def _shaped(x) -> np.ndarray:
    """A torch tensor's shape and dtype as a numpy array of zeros that holds no memory (a
    broadcast scalar), for the checks at the JAX API's boundary."""
    return np.broadcast_to(np.zeros((), _jax_dtype(x.dtype)), tuple(x.shape))


def _ids(x: torch.Tensor, lane: str):
    """Segment ids for the JAX door's checks: their dtype and shape, and their values where a
    wider type (int64, uint32) must be seen to fit int32 — on the host, so not on PyTorch/XLA's
    lazy tensors, which must come as int32 or narrower (as ids traced in a jit must)."""
    if x.is_floating_point() or x.is_complex() or x.dtype == torch.bool or int32_by_type(_jax_dtype(x.dtype)):
        return _shaped(x)  # fits by its type, or is refused by it
    if lane != "jax":
        raise TypeError(f"segment ids of {x.dtype} on a PyTorch/XLA device: their values cannot be checked to fit the kernels' "
                        "int32 ids without leaving the graph; cast them to int32")
    return x.detach().cpu().numpy()


def _jax_dtype(dtype: torch.dtype):
    return jnp.bfloat16 if dtype == torch.bfloat16 else np.dtype(str(dtype).removeprefix("torch."))


class _DLPackLane:
    """Tensors to JAX's default device and back by DLPack (a copy only across devices)."""

    @staticmethod
    def forward(program: _Program, tensors):
        device = tensors[0].device
        out, leaves = program.forward(*(_to_jax(t) for t in tensors))
        return _to_torch(out, device), leaves

    @staticmethod
    def backward(program: _Program, leaves, d_out):
        return [_to_torch(g, d_out.device) for g in program.backward(_to_jax(d_out), *leaves)]

    @staticmethod
    def infer(program: _Program, tensors):
        return _to_torch(program.infer(*(_to_jax(t) for t in tensors)), tensors[0].device)


class _CallJaxLane:
    """Tensors on a PyTorch/XLA device through ``torch_xla``'s ``call_jax``."""

    @staticmethod
    def forward(program: _Program, tensors):
        from torch_xla.core import xla_builder

        out, leaves = xla_builder.call_jax(program.forward, tuple(tensors))
        return out, leaves

    @staticmethod
    def backward(program: _Program, leaves, d_out):
        from torch_xla.core import xla_builder

        return list(xla_builder.call_jax(program.backward, (d_out, *leaves)))

    @staticmethod
    def infer(program: _Program, tensors):
        from torch_xla.core import xla_builder

        return xla_builder.call_jax(program.infer, tuple(tensors))


_LANES = {"jax": _DLPackLane, "call_jax": _CallJaxLane}


def _to_jax(tensor: torch.Tensor) -> jax.Array:
    array = jax.dlpack.from_dlpack(tensor.detach().contiguous())
    return jax.device_put(array, jax.devices()[0])


def _to_torch(array: jax.Array, device: torch.device) -> torch.Tensor:
    host = jax.device_put(array, jax.devices("cpu")[0]) if next(iter(array.devices())).platform != "cpu" else array
    return torch.from_dlpack(host).to(device)


class _Function(torch.autograd.Function):
    """The lane's forward, and the backward from the residuals it kept."""

    @staticmethod
    def forward(ctx, lane, program: _Program, count: int, *tensors):
        out, leaves = lane.forward(program, tensors)
        ctx.lane, ctx.program, ctx.leaves, ctx.count = lane, program, leaves, count
        ctx.save_for_backward(out)  # what torch frees after a backward without retain_graph (the JAX residuals are not its to free)
        return out

    @staticmethod
    def backward(ctx, d_out):
        if torch.is_grad_enabled():  # create_graph=True: torch would take the JAX gradients for constants, silently
            raise RuntimeError("sparse_cli.torch: a gradient of this gradient (create_graph=True) is not supported: the backward pass "
                               "runs in JAX, outside torch's graph, so its result cannot be differentiated again")
        _ = ctx.saved_tensors  # a second backward without retain_graph is torch's error, as for its own operations
        grads = ctx.lane.backward(ctx.program, ctx.leaves, d_out.contiguous())
        # the pullback's cotangents are (q, k, v[, sinks]); segment ids get none
        with_sinks = len(grads) == 4
        q_k_v = grads[:3]
        sinks_grad = [grads[3]] if with_sinks else []
        ids_grads = [None] * (ctx.count - 3 - len(sinks_grad))
        return (None, None, None, *q_k_v, *ids_grads, *sinks_grad)
