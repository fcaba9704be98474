"""What changed between a locked program and the one compiled now, in kernel terms: per kernel,
each fact the lock records (grid, dimension semantics, windows, scalar prefetch, VMEM, cost
estimate, the compiler's memory figures) and its body's operations counted by kind; per pass,
what a contract change does to the program (grid steps, grid width, SMEM). The raw diff of
the canonical texts comes only on request."""

from __future__ import annotations

import difflib
from collections import Counter
from typing import Any

from pydantic import BaseModel

from sparse_cli.audit.canonical import constants, kernel_bodies, operations, renamed
from sparse_cli.lowered import pass_of_kernel

#: The facts of a kernel a drift explains, in order: (what the line calls it, the field of
#: ``canonical.KernelFacts`` and of the lock's kernel summary, whether it counts bytes). A new
#: fact (the schedule's cycles, say) is one row here and one field of both models.
KERNEL_FACTS = (
    ("grid", "grid", False),
    ("dimension semantics", "dimension_semantics", False),
    ("window shapes", "window_shapes", False),
    ("scalar prefetch", "scalar_prefetch_types", False),
    ("scalar-prefetch bytes", "smem_bytes", True),
    ("VMEM buffers", "vmem_bytes", True),
)
#: A pass's figures a contract change moves (``compile.PassWork``), and whether they count bytes.
PASS_FIGURES = (("steps", "grid_steps", False), ("grid width", "grid_width", False), ("launches", "launches", False),
                ("visited tiles", "visited_tiles", False))


class FactChange(BaseModel):
    """One changed fact of a kernel (or of a pass, or of the program around the kernels)."""

    subject: str  # a kernel's name, a pass ("fwd", "dq", "dkv") or "program"
    fact: str
    before: Any
    after: Any
    bytes: bool = False  # before and after count bytes

    @property
    def counts(self) -> dict[str, int]:
        """For the ``operations`` and ``constants`` facts: each kind's count after minus before."""
        if self.fact not in ("operations", "constants"):
            return {}
        before, after = Counter(self.before), Counter(self.after)
        return {kind: after[kind] - before[kind] for kind in sorted(set(before) | set(after)) if after[kind] != before[kind]}


def _value(summary: Any, field: str) -> Any:
    return summary.get(field) if isinstance(summary, dict) else getattr(summary, field, None)


def kernel_changes(old_kernels: list, new_kernels: list, old_text: str, new_text: str, counted: tuple[str, ...] = ("operations", "constants")) -> list[FactChange]:
    """Per kernel (by name), each recorded fact that differs — a kernel added or removed is
    one change — then each kernel's ``counted`` kinds (operations, constants), and those of
    the program around them; a kernel whose body changed with none of these, by its body's
    hash. A fact the older lock did not record (None) is not compared."""
    old, new = {_value(k, "name"): k for k in old_kernels}, {_value(k, "name"): k for k in new_kernels}
    changes = []
    for name in dict.fromkeys([*old, *new]):
        if name not in old or name not in new:
            changes.append(FactChange(subject=name, fact="kernel", before=name in old and "present", after=name in new and "present"))
            continue
        for label, field, counts_bytes in KERNEL_FACTS:
            before, after = _value(old[name], field), _value(new[name], field)
            if before is not None and before != after:
                changes.append(FactChange(subject=name, fact=label, before=before, after=after, bytes=counts_bytes))
        changes += _cost_changes(name, _value(old[name], "cost_estimate"), _value(new[name], "cost_estimate"))
    for fact, count in (("operations", operations), ("constants", constants)):
        if fact not in counted:
            continue
        before, after = count(old_text), count(new_text)
        for subject in dict.fromkeys([*after, *before]):
            change = FactChange(subject=subject, fact=fact, before=dict(before.get(subject, {})), after=dict(after.get(subject, {})))
            if change.counts:
                changes.append(change)
    explained = {change.subject for change in changes}
    old_bodies, new_bodies = kernel_bodies(old_text), kernel_bodies(new_text)
    return changes + [FactChange(subject=name, fact="body", before=old_bodies[name][:12], after=digest[:12])
                      for name, digest in new_bodies.items() if name in old_bodies and old_bodies[name] != digest and name not in explained]


def _cost_changes(kernel: str, before: dict | None, after: dict | None) -> list[FactChange]:
    if before is None or after is None:
        return []
    return [FactChange(subject=kernel, fact=f"cost {key}", before=before.get(key), after=after.get(key), bytes=key.startswith("bytes"))
            for key in sorted(set(before) | set(after)) if before.get(key) != after.get(key)]


def pass_changes(old_work: dict | None, new_work: dict, old_kernels: list, new_kernels: list) -> list[FactChange]:
    """Per pass, the figures that moved: grid steps, grid width, launches, visited tiles and its
    largest launch's SMEM (what a contract change does; HBM bytes are its kernels' cost)."""
    if not old_work:
        return []
    smem = lambda kernels, name: max((_value(k, "smem_bytes") for k in kernels if pass_of_kernel(_value(k, "name")) == name), default=None)
    changes = []
    for name in dict.fromkeys([*new_work, *old_work]):
        before, after = _dict(old_work.get(name)), _dict(new_work.get(name))
        for label, field, counts_bytes in PASS_FIGURES:
            if before.get(field) is not None and before.get(field) != after.get(field):
                changes.append(FactChange(subject=name, fact=label, before=before.get(field), after=after.get(field), bytes=counts_bytes))
        if smem(old_kernels, name) != smem(new_kernels, name):
            changes.append(FactChange(subject=name, fact="SMEM", before=smem(old_kernels, name), after=smem(new_kernels, name), bytes=True))  # its largest launch
    return changes


def deviceless_changes(old: dict | None, new: dict | None) -> list[FactChange]:
    """The compiler's memory figures, when both the lock and this run compiled deviceless:
    each kernel's scoped VMEM, and the program's argument, output and temp bytes; each kernel's
    scheduled cycles when both also read its schedule."""
    if not old or not new:
        return []
    changes = [FactChange(subject=kernel, fact="compiler VMEM", before=old["kernel_vmem_bytes"].get(kernel),
                          after=new["kernel_vmem_bytes"].get(kernel), bytes=True)
               for kernel in dict.fromkeys([*old["kernel_vmem_bytes"], *new["kernel_vmem_bytes"]])
               if old["kernel_vmem_bytes"].get(kernel) != new["kernel_vmem_bytes"].get(kernel)]
    changes += [FactChange(subject="program", fact=f"compiler {part}", before=old["memory"].get(part), after=new["memory"].get(part), bytes=True)
                for part in ("argument", "output", "temp") if old["memory"].get(part) != new["memory"].get(part)]
    if "scheduled_cycles" in old and "scheduled_cycles" in new:  # both read with --schedule: the compiler's static schedule
        before, after = old["scheduled_cycles"], new["scheduled_cycles"]
        changes += [FactChange(subject=kernel, fact="scheduled cycles", before=before.get(kernel), after=after.get(kernel))
                    for kernel in dict.fromkeys([*before, *after]) if before.get(kernel) != after.get(kernel)]
    return changes


def _dict(model: Any) -> dict:
    return model if isinstance(model, dict) else model.model_dump() if model is not None else {}


def _diff_lines(text: str) -> list[str]:
    """``text``'s lines, each ending in a newline: split at newlines only, so a carriage return
    (or any control character) stays inside its line, where the output layer shows it escaped."""
    lines = renamed(text).split("\n")
    return [line + "\n" for line in (lines[:-1] if lines[-1] == "" else lines)]


def text_diff(old_text: str, new_text: str, old_label: str) -> str:
    """A unified diff of two canonical texts, constants named alike in both (a lock written
    before constants were named by value reads the same as one written after)."""
    return "".join(difflib.unified_diff(_diff_lines(old_text), _diff_lines(new_text), fromfile=f"locked {old_label}", tofile="now", n=2))
