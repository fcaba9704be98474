"""Compile contracts for TPU without a TPU: one fresh process per contract.

Lowering can depend on what was traced earlier in the same process (jax-ml/jax#40312), so the
parent never lowers: it runs ``python -m sparse_cli.audit.child`` once per contract with the
request on stdin and reads one JSON result from stdout. The child sets
``JAX_TRACEBACK_IN_LOCATIONS_LIMIT=0`` before importing jax, so even the raw serialized export
it can emit is location-free.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from pydantic import BaseModel

from sparse_cli.audit.canonical import KernelFacts
from sparse_cli.audit.cycles import ProgramSchedule, dump_args
from sparse_cli.audit.memory import Temporary, dump_flags
from sparse_cli.backends.launches import fits_smem, launch_capacity
from sparse_cli.lowered import pass_of_kernel
from sparse_cli.planner.stats import PassStats
from sparse_cli.targets import MAX_PREFETCH_OPERANDS, RESERVE_NOTE, SMEM_RESERVE

#: The programs a contract compiles to: the forward pass, and forward + VJP.
PROGRAMS = ("fwd", "bwd")
BAD_INPUT = 2  # the child's exit code for an invalid contract or a refused backend


class CompileRequest(BaseModel):
    """What the parent asks one child process to compile (its stdin)."""

    contract: Path
    target: str | None
    passes: list[str]
    backend: str | None
    emit_serialized: bool = False
    deviceless: str | None = None  # a topology, e.g. v5e:2x2
    mesh: str | None = None  # a --mesh (``mesh.MeshShape``) over the deviceless topology's devices
    smem_budget: int | None = None
    layer: str | None = None  # the contract of that name in the model file ``contract``
    schedule_dir: Path | None = None  # with deviceless: libtpu writes its schedules here (the parent's temporary directory)
    blocks: dict[str, int] | None = None  # the contract's blocks replaced by these (``tune``'s candidates)


class BadTopology(ValueError):
    """A ``--deviceless`` topology the TPU runtime does not accept (bad input, exit 2)."""


class DevicelessReport(BaseModel):
    """A real XLA:TPU + Mosaic compilation against compile-only devices (needs libtpu)."""

    topology: str
    compiled: bool
    seconds: float
    failure: str | None  # the compiler's reason, condensed (VMEM OOM, alignment, SMEM ...); its own sentences whole
    kernel_vmem_bytes: dict[str, int | None]  # scoped VMEM of each Pallas kernel; None: the compiler reports none
    memory: dict[str, int]  # compiled.memory_analysis(): argument, output, temp, code bytes
    schedule: ProgramSchedule | None = None  # the compiler's final schedule (compile --schedule)
    vmem_limit_bytes: int  # the chip's scoped VMEM limit: what one kernel may use
    hbm_bytes: int  # the chip's HBM
    temporaries: list[Temporary] = []  # the largest temporary buffers, when temp is large next to the arguments
    advice: list[str] = []  # on a VMEM refusal: block sizes that fit

    @property
    def hbm_used(self) -> int:
        """The HBM the program holds: its arguments, outputs, temporaries and code."""
        return sum(self.memory.values())


class PassWork(BaseModel):
    """One pass of a compiled program: its grid steps, launches and HBM bytes as lowered (the
    bytes from the kernels' own cost estimates), against the plan's visited tiles and rows with
    nothing to visit (each needs one step to write zeros)."""

    grid_steps: int
    launches: int
    hbm_bytes: int | None  # None: a kernel states no cost estimate
    visited_tiles: int
    empty_rows: int
    grid_width: int | None = None  # steps per row of the plan's worklists (None: a lock written before it was recorded)

    @staticmethod
    def of_program(kernels: list[KernelFacts], passes: dict[str, PassStats]) -> dict[str, PassWork]:
        """Per pass with kernels in a lowered program: its launches' grid steps and stated HBM
        bytes summed, against the plan's pass statistics ``passes``."""
        work: dict[str, PassWork] = {}
        for kernel in kernels:
            name = pass_of_kernel(kernel.name)
            if name is None:
                continue
            stated = (kernel.cost_estimate or {}).get("bytes_accessed")
            before = work.get(name) or PassWork(grid_steps=0, launches=0, hbm_bytes=0, visited_tiles=passes[name].visited_tiles,
                                                 empty_rows=passes[name].empty_rows, grid_width=passes[name].grid_width)
            work[name] = before.model_copy(update={
                "grid_steps": before.grid_steps + math.prod(bound or 0 for bound in kernel.grid),
                "launches": before.launches + 1,
                "hbm_bytes": None if stated is None or before.hbm_bytes is None else before.hbm_bytes + int(stated),
            })
        return work


class CompiledPass(BaseModel):
    """One contract, target and pass, as lowered."""

    contract: str
    source: str
    cache_key: str
    semantics: dict  # the contract's static semantics, to explain contract drift
    target: str
    pass_: str
    backend: str
    backend_reason: str
    program_hash: str
    lowering_seconds: float
    versions: dict[str, str | None]
    kernels: list[KernelFacts]
    program_text: str
    smem_budget: int  # SMEM bytes one launch may prefetch on the target (or --smem-budget)
    smem_advice: list[str]  # the planner's ways to fit, shown when a kernel does not
    prefetch_operands: int = MAX_PREFETCH_OPERANDS  # operands the SMEM rule charges padding for (the serving kernel's own)
    work: dict[str, PassWork]  # per pass ("fwd", "dq", "dkv") of the kernels in this program
    serialized_b64: str | None = None
    deviceless: DevicelessReport | None = None

    def report(self) -> dict:
        """What ``compile --json`` and ``--emit`` show of this pass: everything but the program
        text and the serialized export, the pass as ``pass``."""
        return {"pass": self.pass_, **self.model_dump(mode="json", exclude={"program_text", "serialized_b64", "pass_"}),
                "scheduled_cycles": self.scheduled_cycles}

    @property
    def scheduled_cycles(self) -> float | None:
        """The program's scheduled cycles (``compile --deviceless --schedule``; None: not read)."""
        schedule = self.deviceless.schedule if self.deviceless is not None else None
        return schedule.scheduled_cycles if schedule is not None else None

    def smem_overflows(self) -> list[str]:
        """Each kernel of this program whose scalar-prefetch operands, as lowered, exceed the
        SMEM budget less the reserve (``launches.fits_smem``): the gate that needs no libtpu."""
        return [f"{self.contract} {self.pass_}: kernel {k.name} prefetches {k.smem_bytes:,} bytes into SMEM "
                f"({', '.join(k.scalar_prefetch_types)}); a launch may hold "
                f"{max(launch_capacity(self.smem_budget, self.prefetch_operands), 0):,} of the {self.target} budget of "
                f"{self.smem_budget:,} (the compiler keeps {SMEM_RESERVE:,} or more for {RESERVE_NOTE})"
                for k in self.kernels if not fits_smem(k.smem_bytes, self.smem_budget, self.prefetch_operands)]


class CompileFailure(RuntimeError):
    """A contract that could not be lowered; the message is the child's explanation.

    ``bad_input`` marks failures of the request itself (invalid contract, refused backend)."""

    def __init__(self, message: str, bad_input: bool):
        super().__init__(message)
        self.bad_input = bad_input


class _Children:
    """The compiler processes running now, so that a terminated sparse-cli stops them
    (``stop``) rather than leaving them running, and their dump directories behind."""

    def __init__(self) -> None:
        self._lock = threading.RLock()  # ``stop`` runs in a signal handler, perhaps while ``run`` holds it
        self._running: set[subprocess.Popen] = set()
        self._stopped = False

    def run(self, command: list[str], request: str, env: dict[str, str]) -> subprocess.CompletedProcess:
        """``command`` run to its end with ``request`` on its stdin (stdout and stderr captured)."""
        with self._lock:
            if self._stopped:
                raise CompileFailure("sparse-cli was terminated: no compile started", bad_input=False)
            child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
            self._running.add(child)
        try:
            out, err = child.communicate(request)
        except BaseException:  # an interrupt: the child goes with it
            child.kill()
            child.wait()
            raise
        finally:
            with self._lock:
                self._running.discard(child)
        return subprocess.CompletedProcess(command, child.returncode, out, err)

    def stop(self) -> None:
        """Terminate every running compile and start no other."""
        with self._lock:
            self._stopped = True
            for child in self._running:
                child.terminate()


CHILDREN = _Children()


def compile_in_fresh_process(contract_path: Path, target: str | None, passes: tuple[str, ...], backend: str | None,
                             emit_serialized: bool = False, deviceless: str | None = None,
                             mesh: str | None = None, smem_budget: int | None = None,
                             layer: str | None = None, schedule: bool = False, blocks: dict[str, int] | None = None) -> list[CompiledPass]:
    """Lower (and with ``deviceless``, compile for that topology) in a child process; with
    ``schedule``, each deviceless report also carries the compiler's final schedule.

    Export needs only the CPU backend; deviceless compilation loads libtpu, which every process
    would otherwise lock exclusively (``ALLOW_MULTIPLE_LIBTPU_LOAD`` lets children share it).
    libtpu reads its dump flags once, when it loads: the child gets them in its environment,
    and the dump lives in a temporary directory the child empties after each program; XLA's
    buffer assignments (to name the largest temporaries) go to another."""
    with tempfile.TemporaryDirectory(prefix="sparse-cli-schedule-") as dump, tempfile.TemporaryDirectory(prefix="sparse-cli-xla-") as dumps:
        request = CompileRequest(contract=contract_path, target=target, passes=list(passes), backend=backend,
                                 emit_serialized=emit_serialized, deviceless=deviceless, mesh=mesh, smem_budget=smem_budget,
                                 layer=layer, schedule_dir=Path(dump) if schedule and deviceless else None, blocks=blocks)
        env = dict(os.environ, JAX_TRACEBACK_IN_LOCATIONS_LIMIT="0", ALLOW_MULTIPLE_LIBTPU_LOAD="1")
        if deviceless:
            env.pop("JAX_PLATFORMS", None)
            env["XLA_FLAGS"] = dump_flags(Path(dumps))
        else:
            env["JAX_PLATFORMS"] = "cpu"
        if request.schedule_dir is not None:
            env["LIBTPU_INIT_ARGS"] = dump_args(env.get("LIBTPU_INIT_ARGS"), dump)
        # json.dumps escapes a file name's undecodable bytes (surrogates); pydantic's JSON refuses them
        child = CHILDREN.run([sys.executable, "-m", "sparse_cli.audit.child"], json.dumps(request.model_dump(mode="json")), env)
    if child.returncode != 0:
        lines = [line for line in child.stderr.strip().splitlines() if line.strip()]
        fatal = next((line[line.index("Check failed:"):].strip() for line in lines if "Check failed:" in line), None)
        if child.returncode < 0 and fatal is not None:  # libtpu aborted the child (SIGABRT): its failed check says why
            if deviceless is not None and "Topology" in fatal:  # a topology the runtime rejects: bad input, as one it refuses
                raise CompileFailure(f"--deviceless {deviceless}: the TPU runtime rejects this topology ({fatal})", bad_input=True)
            raise CompileFailure(f"{contract_path}: libtpu aborted the compile ({fatal})", bad_input=False)
        message = lines[-1] if lines else f"compiler process exited with {child.returncode}"
        raise CompileFailure(f"{contract_path}: {message}", bad_input=child.returncode == BAD_INPUT)
    return [CompiledPass.model_validate(entry) for entry in json.loads(child.stdout)]
