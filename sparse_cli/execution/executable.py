"""What ``run`` and ``verify`` execute for a real plan: the backend it runs natively on its
target (or the one requested; never a silent fallback) and the contract actually executed,
the real one or a structure-preserving smaller one, within what interpret mode can run here."""

from __future__ import annotations

import jax

from sparse_cli.backends import Choice
from sparse_cli.contract import ContractError
from sparse_cli.execution.api import on_tpu
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.scale import MIN_BLOCK, ScaledContract, StructureLost, choose_heads, sliced, structure_preserving
from sparse_cli.report.program import decide
from sparse_cli.targets import TPU_LANES

#: Elements (scores heads x q x kv, plus q, k, v and the output) above which interpret-mode
#: execution is refused on CPU.
INTERPRET_MAX_ELEMENTS = 1 << 25
#: The ``--scale-down`` lengths the refusal may advise, longest first.
SCALES = (2048, 1024, 512, 256)


def _elements(shape, q_len: int, kv_len: int) -> int:
    """Score elements plus q, k, v and output elements of every example at these lengths."""
    s = shape
    elements = s.num_heads * q_len * (kv_len + s.head_dim + s.value_dim) + s.kv_heads * kv_len * (s.head_dim + s.value_dim)
    return elements * (s.batch or 1)  # run executes every example of a stated batch


def interpret_refusal(contract, kept_heads: tuple[int, int] | None = None) -> str | None:
    """Why a contract is too large to execute in interpret mode off TPU (None when it is not):
    its score elements plus its q, k, v (and output) elements must stay under the limit. The
    advice names a ``--scale-down`` that fits, counted with the query and kv heads a scaled
    contract keeps (``kept_heads``; default the contract's own), or says that none does."""
    s = contract.shape
    elements = _elements(s, s.q_len, s.kv_len)
    if on_tpu() or elements <= INTERPRET_MAX_ELEMENTS:
        return None
    scaled = s if kept_heads is None else s.model_copy(update={"num_heads": kept_heads[0], "num_kv_heads": kept_heads[1]})
    longest = max(s.q_len, s.kv_len)  # --scale-down N scales the longer side to N tokens
    at = lambda tokens: _elements(scaled, max(1, s.q_len * tokens // longest), max(1, s.kv_len * tokens // longest))
    fitting = [tokens for tokens in SCALES if tokens < longest and at(tokens) <= INTERPRET_MAX_ELEMENTS]
    smallest = min(SCALES[-1], longest)
    advice = (f"use --scale-down {fitting[0]} (the same structure at {fitting[0]} tokens)" if fitting else
              f"no --scale-down fits: at {smallest} tokens the {scaled.num_heads} query heads a scaled contract keeps (one "
              f"per distinct mask) and {s.batch or 1} example(s) are still {at(smallest):,} elements; run it on a TPU"
              + (", or lower shape.batch" if (s.batch or 1) > 1 else ""))
    return (f"{contract.name}: {elements:,} score and q/k/v elements are too many to execute in interpret mode on "
            f"{jax.default_backend()} (limit {INTERPRET_MAX_ELEMENTS:,}); {advice}")


class TooLargeToInterpret(ContractError):
    """A contract too large to execute in interpret mode here (bad input: exit code 2)."""


def executed(real: Plan, backend: str | None, scale_down: int | None, slice_: bool = False) -> tuple[Choice, ScaledContract]:
    """The backend ``real`` runs natively on its target (or ``backend``; refusals raise
    ``BackendRefused``, and ``NoNativeKernel`` when no sparse kernel runs there) and the
    contract executed: ``real``'s own, one scaled down to ``scale_down`` tokens with the same
    structure (``StructureLost`` when it cannot keep it), or (``slice_``) the real one on a
    slice of its queries (``planner.scale.sliced``: its cost is the slice's tiles, so no
    interpret-mode size limit applies)."""
    contract = real.contract
    choice = decide(real, backend, native=True)
    if slice_:
        return choice, sliced(real)
    checked = ScaledContract(real, tuple(range(contract.shape.num_heads)), 1.0)
    heads, kv_heads = choose_heads(list(real.head_masks), contract.shape.kv_heads)  # what a --scale-down keeps
    if scale_down is not None:
        try:
            checked = structure_preserving(real, scale_down, min_block=TPU_LANES if choice.backend.lane_aligned_blocks else MIN_BLOCK)
        except StructureLost:
            beyond = interpret_refusal(contract, (len(heads), kv_heads))  # when no scale fits, that is the answer, not another scale
            if beyond and "no --scale-down fits" in beyond:
                raise TooLargeToInterpret(beyond) from None
            raise
    too_big = interpret_refusal(checked.contract, None if checked.scaled else (len(heads), kv_heads))
    if too_big:
        raise TooLargeToInterpret(too_big)
    return choice, checked
