"""The single output layer of the CLI: stdout for results, stderr for errors and hints.

Human output is rich tables and pictures; ``--json`` prints exactly one JSON document on stdout
and nothing else. User errors (bad contract, damaged artifact, missing optional package) become
one clear message on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from sparse_cli.artifacts import ArtifactError
from sparse_cli.choice import BackendRefused, NoNativeKernel
from sparse_cli.contract import ContractError, MaskContract
from sparse_cli.planner.budget import DocumentOverflow
from sparse_cli.planner.plan import Plan

EXIT_CHECK_FAILED, EXIT_BAD_INPUT = 1, 2

stdout = Console(highlight=False)
stderr = Console(stderr=True, highlight=False)


class UsageError(ValueError):
    """A request the command cannot serve (bad option combination, missing optional package)."""


class CheckFailed(RuntimeError):
    """A check the command ran failed (exit code 1), explained by the message."""


#: Expected failures -> exit code; the first matching class wins (subclasses before bases).
EXIT_CODES = (
    (NoNativeKernel, EXIT_CHECK_FAILED),  # the contract cannot run its sparse kernel on its target
    (DocumentOverflow, EXIT_CHECK_FAILED),  # a batch over the contract's stated max_grid_width
    (CheckFailed, EXIT_CHECK_FAILED),
    (ContractError, EXIT_BAD_INPUT),
    (ArtifactError, EXIT_BAD_INPUT),
    (BackendRefused, EXIT_BAD_INPUT),  # an explicit backend request that cannot be served
    (UsageError, EXIT_BAD_INPUT),
)


def handles_user_errors(command):
    """Turn expected failures into one message on stderr and their exit code (``EXIT_CODES``);
    unexpected errors stay loud."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except tuple(error for error, _ in EXIT_CODES) as error:
            error_message(str(error))
            raise typer.Exit(next(code for kind, code in EXIT_CODES if isinstance(error, kind))) from None

    return wrapper


def error_message(message: str) -> None:
    stderr.print(f"[bold red]error:[/] {escape(message)}", soft_wrap=True)


def warn(message: str) -> None:
    stderr.print(f"[yellow]warning:[/] {escape(message)}", soft_wrap=True)


def escape(message: str) -> str:
    """Text shown verbatim (paths and masks contain brackets that rich would read as markup)."""
    from rich.markup import escape as rich_escape

    return rich_escape(message)


def print_json(document: Any) -> None:
    """The one JSON document of a ``--json`` run."""
    stdout.out(json.dumps(document, indent=2, sort_keys=True), highlight=False)


def warn_contract(contract: MaskContract) -> None:
    for note in contract.warnings():
        warn(note)


def plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def contract_line(contract: MaskContract, heads: list[int] | None = None) -> str:
    """One line naming a contract's shape, blocks and mask (``heads``: real-contract indices)."""
    from sparse_cli.planner.plan import distinct_head_masks  # noqa: PLC0415

    s = contract.shape
    masks, _ = distinct_head_masks(contract)
    head_text = plural(s.num_heads, "head") + (f" (real {', '.join(map(str, heads))})" if heads is not None else "")
    mask = " | ".join(m.describe() for m in masks)
    layer = f"{contract.mask.kind}: " if contract.static_mask is not contract.mask else ""
    return (f"{contract.name}: q {s.q_len:,} x kv {s.kv_len:,}, {head_text}, {plural(s.kv_heads, 'kv head')}, "
            f"blocks {contract.blocks.block_q}x{contract.blocks.block_kv}, {layer}{mask}")


def human_bytes(count: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= size:
            return f"{count / size:.1f} {unit}"
    return f"{count} B"


def plan_summary(plan: Plan) -> Table:
    """Key facts of a plan, shared by ``plan`` and ``classify``."""
    c, s = plan.contract, plan.stats
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    heads = f"{c.shape.num_heads} heads ({s.distinct_masks} distinct mask{'s' if s.distinct_masks > 1 else ''})"
    if c.shape.kv_heads != c.shape.num_heads:
        heads += f", {c.shape.kv_heads} kv heads"
    table.add_row("contract", f"{c.name}  [dim]key {c.cache_key()[:16]}[/]")
    table.add_row("shape", f"q {c.shape.q_len:,} × kv {c.shape.kv_len:,}, {heads}, head_dim {c.shape.head_dim}, {c.shape.dtype}")
    table.add_row("blocks", f"{c.blocks.block_q}×{c.blocks.block_kv}: {s.num_q_blocks:,} q blocks × {s.num_kv_blocks:,} kv blocks")
    table.add_row("grid width", f"fwd/dq {s.grid_width_fwd:,} of {s.num_kv_blocks:,}, dkv {s.grid_width_dkv:,} of {s.num_q_blocks:,}")
    table.add_row("density", f"tiles {s.block_density:.4f}, tokens {s.token_density:.4f}; {s.stored_partial_blocks:,} distinct partial blocks stored")
    table.add_row("backend", backend_line(plan))
    table.add_row("FLOPs", flops_line(plan))
    table.add_row("metadata", human_bytes(s.metadata_bytes))
    table.add_row("SMEM", smem_line(plan))
    return table


def backend_line(plan: Plan) -> str:
    """The program that runs natively on the target, and why (or why none does)."""
    s = plan.stats
    if s.backend is None:
        return f"[bold red]none on {plan.contract.target}[/]: {escape(s.backend_reason)}"
    return f"{s.backend} on {plan.contract.target} ({escape(s.backend_reason)})"


def flops_line(plan: Plan) -> str:
    """FLOPs of the program that runs (the dense backend computes every tile)."""
    f = plan.stats.flops
    line = f"fwd {f.fwd_program:.3g} of dense {f.fwd_dense:.3g} ({f.program_fraction:.1%})"
    if f.backend == "dense":
        return line + f"; the plan's tiles are {f.sparse_fraction:.1%}, but the dense backend computes every tile"
    return line + ("" if f.backend else " with the pallas kernel, which cannot run natively here")


def smem_line(plan: Plan) -> str:
    """SMEM verdict of the scalar-prefetch operands each launch of the native program receives."""
    smem = plan.stats.smem
    if smem.backend == "dense":
        return f"[green]fits[/]: the dense backend prefetches nothing, budget {human_bytes(smem.budget_bytes)} ({plan.contract.target})"
    program = smem.backend or "pallas (not runnable natively)"
    used = (f"fwd/dq {human_bytes(smem.fwd_bytes)}, dkv {human_bytes(smem.dkv_bytes)} per launch of {program}, "
            f"budget {human_bytes(smem.budget_bytes)} ({plan.contract.target})")
    return f"[green]fits[/]: {used}" if smem.fits else f"[bold red]does not fit[/]: {used}"


def print_smem_advice(plan: Plan) -> None:
    for advice in plan.stats.smem.advice:
        stdout.print(f"  [red]•[/] {escape(advice)}")


def print_receipt(receipt) -> None:
    """The proof of which backend ran, as read back from the lowered program."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    proof = "[green]proven[/]" if receipt.proven else "[bold red]NOT proven[/]"
    table.add_row("backend", f"{receipt.chosen} (requested {receipt.requested}: {escape(receipt.reason)})")
    table.add_row("ran on", f"{receipt.platform}, {receipt.execution}")
    table.add_row("kernels", f"{', '.join(receipt.kernels) or 'none'} — {proof} from {receipt.evidence}")
    table.add_row("versions", ", ".join(f"{k} {v}" for k, v in receipt.versions.items()))
    stdout.print(table)
