"""Where a compiled TPU program's memory goes: its largest temporary buffers, read from the
compiler's own buffer assignment, named in the program's terms ("a copy of kv_pages in
another layout").

JAX exposes only totals (``memory_analysis()``; its ``serialized_buffer_assignment_proto`` is
empty for TPU programs on jax 0.10 and 0.12), so the compile child asks XLA to dump each
compiled module (``XLA_FLAGS=--xla_dump_to``) into a directory of its own and reads the
``*-buffer-assignment.txt`` of the module it compiled: every allocation, and each value in it
with the HLO instruction that defines it; the optimized HLO says what that instruction does.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from pydantic import BaseModel

#: A temporary is named when the program's temp bytes are at least this share of its arguments'.
TEMP_SHARE = 0.25
#: ... and at least this large.
TEMP_FLOOR = 1 << 20
#: At most this many temporaries are named, each at least this share of the temp bytes.
NAMED = 3
NAMED_SHARE = 0.05

_ALLOCATION = re.compile(r"^allocation \d+: size (\d+)(.*):$")
_VALUE = re.compile(r"^ value: <\d+ (\S+) @[\d{}, ]*> \(size=(\d+),offset=\d+\): (\S+)")
_INSTRUCTION = re.compile(r"^\s*(?:ROOT )?%?(\S+) = (\S+?)(?:\{[^}]*\})? (\w[\w-]*)\((.*)$")
_PARAMETER = re.compile(r"^\s*(?:ROOT )?%?(\S+) = \S+ parameter\((\d+)\)")


class Temporary(BaseModel):
    """One temporary buffer of a compiled program, in words, and its bytes."""

    what: str
    bytes: int


def dump_flags(directory: Path) -> str:
    """``XLA_FLAGS`` that make XLA write each compiled module's buffer assignment into
    ``directory`` (added to what the environment already sets)."""
    return f"{os.environ.get('XLA_FLAGS', '')} --xla_dump_to={directory}".strip()


def dump_directory() -> Path | None:
    """Where XLA dumps compiled modules in this process (``--xla_dump_to`` in ``XLA_FLAGS``)."""
    found = re.findall(r"--xla_dump_to=(\S+)", os.environ.get("XLA_FLAGS", ""))
    return Path(found[-1]) if found else None


def dumped_modules(directory: Path) -> set[Path]:
    """The buffer assignments dumped into ``directory`` so far."""
    return set(directory.glob("*buffer-assignment.txt")) if directory.is_dir() else set()


def largest_temporaries(assignment: Path, argument_names: list[str], temp_bytes: int, argument_bytes: int) -> list[Temporary]:
    """The largest temporaries of the compiled module whose buffer assignment is at
    ``assignment`` when ``temp_bytes`` is large next to ``argument_bytes`` (else none).
    ``argument_names``: a name per parameter of the module, in order."""
    if temp_bytes < TEMP_FLOOR or temp_bytes < TEMP_SHARE * argument_bytes:
        return []
    hlo = assignment.with_name(assignment.name.replace("-buffer-assignment.txt", ".txt"))
    instructions, parameters = _instructions(hlo.read_text(encoding="utf-8", errors="replace") if hlo.is_file() else "")
    values: dict[str, tuple[int, str]] = {}
    temporary = False
    for line in assignment.read_text(encoding="utf-8", errors="replace").splitlines():
        allocation = _ALLOCATION.match(line)
        if allocation:
            kinds = allocation.group(2)
            temporary = not any(kind in kinds for kind in ("parameter", "maybe-live-out", "constant", "thread-local"))
            continue
        value = _VALUE.match(line)
        if temporary and value:
            name, size, shape = value.group(1), int(value.group(2)), value.group(3)
            values[name] = max(values.get(name, (0, shape)), (size, shape))
    largest = [item for item in sorted(values.items(), key=lambda item: -item[1][0])[:NAMED] if item[1][0] >= NAMED_SHARE * temp_bytes]
    return [Temporary(what=_described(name, shape, instructions, parameters, argument_names), bytes=size)
            for name, (size, shape) in largest]


def _instructions(hlo: str) -> tuple[dict[str, tuple[str, str]], dict[str, int]]:
    """Per instruction of the optimized HLO's entry computation: its opcode and operands; and
    the parameter number of each parameter instruction."""
    instructions, parameters = {}, {}
    entry = hlo[hlo.find("\nENTRY "):] if "\nENTRY " in hlo else hlo
    for line in entry.splitlines():
        parameter = _PARAMETER.match(line)
        if parameter:
            parameters[parameter.group(1)] = int(parameter.group(2))
            continue
        instruction = _INSTRUCTION.match(line)
        if instruction:
            instructions[instruction.group(1)] = (instruction.group(3), instruction.group(4))
    return instructions, parameters


def _described(name: str, shape: str, instructions: dict[str, tuple[str, str]], parameters: dict[str, int],
               argument_names: list[str]) -> str:
    """A temporary in words: a copy of an argument in another layout, or what makes it."""
    plain = re.sub(r"\{.*$", "", shape)
    opcode, operands = instructions.get(name, ("", ""))
    sources = [operand for operand in re.findall(r"%([\w.-]+)", operands) if operand in parameters]
    if opcode in ("copy", "copy-start", "transpose", "bitcast") and sources:
        number = parameters[sources[0]]
        argument = argument_names[number] if number < len(argument_names) else f"argument {number}"
        return f"a copy of {argument} in another layout ({plain})"
    made_by = f"made by {opcode}" if opcode else f"value {name}"
    return f"{plain} {made_by}"
