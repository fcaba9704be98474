"""Lowering for TPU without a TPU, and reading the kernels back out of the program.

``jax.export`` with ``platforms=["tpu"]`` runs inside an abstract mesh pinned to the contract's
target chip, because some Pallas TPU lowering rules read the chip generation from the ambient
device (which is the CPU on a laptop or CI runner).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path

import jax
from jax.sharding import AbstractMesh

from sparse_cli.audit.compile import BadTopology, DevicelessReport
from sparse_cli.audit.cycles import KernelWork, ProgramSchedule, kernel_work, program_schedule, read_dump
from sparse_cli.audit.memory import dump_directory, dumped_modules, largest_temporaries
from sparse_cli.contract import each_pass
from sparse_cli.execution.api import Attention
from sparse_cli.lowered import kernel_of_launch, kernels_in, launch_of_instruction
from sparse_cli.mesh import MeshShape
from sparse_cli.planner.plan import Plan
from sparse_cli.reference import SegmentIds
from sparse_cli.report.smem import pass_launches
from sparse_cli.targets import TARGETS, target_of_topology


def pinned_mesh(device_kind: str) -> AbstractMesh:
    """The empty abstract mesh of one TPU chip of ``device_kind``: under it (``use_abstract_mesh``)
    jax lowers for that chip without one."""
    from jax._src.mesh import AbstractDevice  # not re-exported by jax 0.10

    return AbstractMesh((), (), abstract_device=AbstractDevice(device_kind=device_kind, num_cores=1, platform="tpu"))


def _abstract_tpu(target: str) -> AbstractMesh:
    return pinned_mesh(TARGETS[target].device_kind)


def export_for_tpu(fn, args, target: str) -> jax.export.Exported:
    """Export ``fn(*args)`` (args may be ShapeDtypeStructs) for the TPU generation ``target``."""
    with jax.sharding.use_abstract_mesh(_abstract_tpu(target)):
        return jax.export.export(jax.jit(fn), platforms=["tpu"])(*args)


#: The arguments of a training program (``abstract_inputs``), as memory reports name them.
ARGUMENT_NAMES = ("step arrays", "q", "k", "v", "segment ids", "sinks")


def abstract_inputs(attention: Attention, shardings=None):
    """``(data, q, k, v, segment_ids, sinks)`` shapes and dtypes of one call of ``attention``: what
    lowering needs, without any data. ``shardings`` is one sharding for every argument or a
    tuple of one per argument (pytrees of shardings where the argument is a pytree)."""
    s = attention.plan.contract.shape
    dtype = jax.numpy.dtype(s.dtype)
    lead = (s.batch,) if s.batch is not None else ()  # the batched program training runs
    segments = None
    if attention.plan.contract.segment_ids:
        segments = SegmentIds(jax.ShapeDtypeStruct((*lead, s.q_len), jax.numpy.int32), jax.ShapeDtypeStruct((*lead, s.kv_len), jax.numpy.int32))
    args = (jax.tree_util.tree_map(lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype), attention.data),
            jax.ShapeDtypeStruct((*lead, s.num_heads, s.q_len, s.head_dim), dtype),
            jax.ShapeDtypeStruct((*lead, s.kv_heads, s.kv_len, s.head_dim), dtype),
            jax.ShapeDtypeStruct((*lead, s.kv_heads, s.kv_len, s.value_dim), dtype), segments,
            jax.ShapeDtypeStruct((s.num_heads,), jax.numpy.float32) if attention.plan.contract.sinks else None)
    if shardings is None:
        return args
    if not isinstance(shardings, tuple):
        shardings = tuple(jax.tree_util.tree_map(lambda _: shardings, arg) for arg in args)
    return tuple(jax.tree_util.tree_map(lambda a, sharding: jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=sharding), arg, sharding)
                 for arg, sharding in zip(args, shardings))


def export_attention(plan: Plan, backend: str | None = None, grads: bool = False) -> jax.export.Exported:
    """The program that runs ``plan`` natively on its TPU target (forward, or forward + VJP)."""
    attention = Attention(plan, backend, interpret=False)
    data, q, k, v, segments, sinks = abstract_inputs(attention)
    leaves, treedef = jax.tree_util.tree_flatten(data)
    segments = tuple(segments) if segments is not None else None
    program = attention.program(grads)

    def flat_program(leaves, q, k, v, segments, sinks):
        """Plain arrays in and out, so the export serializes without custom pytree nodes."""
        ids = SegmentIds(*segments) if segments is not None else None
        return program(jax.tree_util.tree_unflatten(treedef, leaves), q, k, v, ids, sinks)

    return export_for_tpu(flat_program, (leaves, q, k, v, segments, sinks), plan.contract.target)


_KERNEL_IN_HLO = re.compile(r"%([A-Za-z0-9_.]+) = .*custom_call_target=\"tpu_custom_call\"")
_VMEM_USED = re.compile(r'"used_scoped_memory_configs":\[\{"memory_space":"1","offset":"\d+","size":"(\d+)"')


#: The compiler's own sentences about memory, kept whole: its numbers are the verdict.
_COMPILER_SENTENCES = (
    re.compile(r"Scoped allocation with size \S+ and limit \S+ exceeded scoped vmem limit by [\d.]+\w?"),
    re.compile(r"Ran out of memory in memory space \w+"),
    re.compile(r"Used [\d.]+\w? of [\d.]+\w? \w+\. Exceeded \w+ capacity by [\d.]+\w?"),
    re.compile(r"Allocation \(size=\d+\) would exceed memory \(size=\d+\)"),
    re.compile(r"Program \w+ requirement [\d.]+\w?"),
)
#: Other lines of a compiler error worth showing, and how much of each (HLO instructions follow).
_REASON_LINE = re.compile(r"(?i)ran out|size|exceed|alignment|smem|vmem")
_LINE_CHARS = 300


def _shortened(line: str) -> str:
    """``line`` cut at a word boundary within ``_LINE_CHARS`` characters, marked when cut."""
    if len(line) <= _LINE_CHARS:
        return line
    return line[:_LINE_CHARS].rsplit(" ", 1)[0] + " …"


def _condensed(error: Exception) -> str:
    """The compiler's reason in a few lines: the error code, its own sentences about memory
    (whole: the sizes, the limit and by how much), what ran out, which kernel."""
    text = str(error)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    keep = [_shortened(lines[0].split(" for %", 1)[0]) if lines else type(error).__name__]
    flat = " ".join(text.split())
    found = sorted((match.start(), match.group(0)) for pattern in _COMPILER_SENTENCES for match in pattern.finditer(flat))
    sentences = list(dict.fromkeys(sentence for _, sentence in found))
    keep += [sentence for sentence in sentences if sentence not in keep[0]]
    if not sentences:
        keep += [_shortened(line) for line in lines[1:] if _REASON_LINE.search(line)][:4]
    kernel = re.search(r"%((?:transpose_|jvp_)*(?:sparse_cli|splash|sparse_ragged)_\w+)", text)
    if kernel:
        keep.append(f"kernel: {_kernel_named(kernel.group(1))}")
    return "\n".join(keep)


def _kernel_named(instruction: str) -> str:
    """The kernel an HLO instruction name calls (``transpose_jvp_sparse_cli_dkv__.1``)."""
    return kernel_of_launch(launch_of_instruction(instruction))


def tpu_devices(topology: str):
    """The compile-only devices of ``topology`` (e.g. ``v5e:2x2``; needs libtpu)."""
    from jax.experimental import topologies

    try:
        return topologies.get_topology_desc(topology, platform="tpu").devices
    except jax.errors.JaxRuntimeError as error:  # the runtime's verdict on the topology string itself
        if "INVALID_ARGUMENT" not in str(error):
            raise
        raise BadTopology(f"--deviceless {topology}: {str(error).splitlines()[0].split('INVALID_ARGUMENT: ', 1)[-1]}") from None


def compile_deviceless(plan: Plan, backend: str | None, grads: bool, topology: str,
                       mesh: MeshShape | None = None, dump: Path | None = None) -> tuple[str | None, DevicelessReport]:
    """Lower and compile the native program against compile-only devices of ``topology``
    (e.g. ``v5e:2x2``): on one device, or sharded over a mesh of them. ``dump``: where libtpu
    writes its schedules (``cycles.DUMP_FLAGS``): the report then carries the program's
    schedule, its kernels' work taken from the plan (unknown on a mesh).

    Returns the lowered module text (None when lowering failed) and the compile report."""
    from jax.sharding import NamedSharding, PartitionSpec, SingleDeviceSharding

    devices = tpu_devices(topology)
    if mesh is None:
        attention = Attention(plan, backend, interpret=False)
        args = abstract_inputs(attention, SingleDeviceSharding(devices[0]))
    else:  # each argument laid out as run --mesh lays it out: memory figures are per device
        attention = Attention(plan, backend, interpret=False, mesh=mesh, devices=devices)
        specs = attention.in_specs()
        shardings = jax.tree_util.tree_map(lambda spec: NamedSharding(attention.mesh, spec), specs,
                                           is_leaf=lambda x: isinstance(x, PartitionSpec))
        args = abstract_inputs(attention, shardings)
    launches = None if mesh is not None else each_pass(pass_launches(attention.backend, plan.contract, plan.worklists, plan.smem_budget))
    work = lambda names: kernel_work(plan.contract, launches, names) if launches is not None else dict.fromkeys(names)
    return compile_program(attention.program(grads), args, topology, devices[0].device_kind, ARGUMENT_NAMES, dump, work)


def compile_program(function, args, topology: str, device_kind: str, names: tuple[str, ...] = (), dump: Path | None = None,
                    work: Callable[[list[str]], dict[str, KernelWork | None]] | None = None,
                    donate: tuple[int, ...] = ()) -> tuple[str | None, DevicelessReport]:
    """Lower ``function(*args)`` (ShapeDtypeStructs placed on ``topology``'s devices) and compile
    it with XLA:TPU and Mosaic for chips of ``device_kind``: the module text (None when lowering
    failed) and the compile report (scoped VMEM per kernel against the chip's limit, memory
    against its HBM, the largest temporaries; ``names``: the arguments', for those; with a
    libtpu ``dump`` directory, the schedule, each kernel launch's work from ``work`` of their names;
    ``donate``: the arguments whose buffers the program may reuse, as a server's jit donates them).
    The chip is the topology's: its devices may name their kind otherwise than the table (a
    v5p's compile-only devices say ``TPU v5``)."""
    target = target_of_topology(topology)
    if target is None:
        raise ValueError(f"topology {topology!r} is of no chip in the target table")
    chip = TARGETS[target]
    limits = {"vmem_limit_bytes": chip.scoped_vmem_bytes, "hbm_bytes": chip.hbm_bytes}
    dumps = dump_directory()
    before = dumped_modules(dumps) if dumps is not None else set()
    started, text = time.perf_counter(), None
    scheduled_before = set(os.listdir(dump)) if dump is not None else set()
    try:
        with jax.sharding.use_abstract_mesh(pinned_mesh(device_kind)):
            lowered = jax.jit(function, donate_argnums=donate).trace(*args).lower()
        text = lowered.as_text()
        compiled = lowered.compile()
    except Exception as error:  # the compiler's verdict on this contract, reported as a failure
        return text, DevicelessReport(topology=topology, compiled=False, seconds=time.perf_counter() - started,
                                      failure=_condensed(error), kernel_vmem_bytes={}, memory={}, **limits)
    seconds = time.perf_counter() - started
    vmem: dict[str, int | None] = {}
    for line in compiled.as_text().splitlines():
        name = _KERNEL_IN_HLO.search(line)
        if name:  # HLO names the instruction e.g. "transpose_jvp_sparse_cli_dkv__.1"
            kernel = _kernel_named(name.group(1))
            used = _VMEM_USED.search(line)  # absent when a kernel takes its scratch as outputs (Splash)
            vmem[kernel] = max(vmem.get(kernel) or 0, int(used.group(1))) if used else vmem.get(kernel)  # launches run in turn
    stats = compiled.memory_analysis()
    memory = {field: int(getattr(stats, f"{field}_size_in_bytes")) for field in ("argument", "output", "temp", "generated_code")}
    assignments = sorted(dumped_modules(dumps) - before, key=lambda path: path.stat().st_size) if dumps is not None else []
    temporaries = largest_temporaries(assignments[-1], _parameter_names(compiled, args, names), memory["temp"], memory["argument"]) if assignments else []
    schedule = None
    if dump is not None:
        cores = getattr(tpu_devices(topology)[0], "num_cores", 1)  # a megacore device (v5p) shares a grid over two
        schedule = _schedule(dump, set(os.listdir(dump)) - scheduled_before, target, kernels_in(text)[0], work, cores)
    return text, DevicelessReport(topology=topology, compiled=True, seconds=seconds, failure=None, kernel_vmem_bytes=vmem, memory=memory,
                                  temporaries=temporaries, schedule=schedule, **limits)


def _parameter_names(compiled, args, names: tuple[str, ...]) -> list[str]:
    """A name per parameter of the compiled module: each argument leaf's path under its name
    (``names``, by position), without the leaves JAX dropped as unused."""
    leaves = []
    for index, arg in enumerate(args):
        base = names[index] if index < len(names) else f"argument {index}"
        for path, _ in jax.tree_util.tree_flatten_with_path(arg)[0]:
            leaves.append(base + jax.tree_util.keystr(path))
    kept = getattr(getattr(compiled, "_executable", None), "_kept_var_idx", None)
    return [leaves[i] for i in sorted(kept)] if kept is not None and max(kept, default=-1) < len(leaves) else leaves


def _schedule(dump: Path, written: set[str], target: str, launches: list[str], work, cores: int) -> ProgramSchedule:
    """The schedule of the program whose dump files are ``written`` (then removed: the dump
    directory holds one program at a time), its kernels by launch name."""
    try:
        schedules = read_dump(dump, TARGETS[target], written)
    finally:
        for name in written:
            (dump / name).unlink(missing_ok=True)
    works = work(launches) if work is not None else dict.fromkeys(launches)
    by_instruction = {name: works.get(launch_of_instruction(name)) for name in schedules if launch_of_instruction(name) in works}
    return program_schedule(schedules, by_instruction, target, cores)
