"""Compile contracts for TPU without a TPU: one fresh process per contract.

Lowering can depend on what was traced earlier in the same process (jax-ml/jax#40312), so the
parent never lowers: it runs ``python -m sparse_cli.audit.compile`` once per contract with the
request on stdin and reads one JSON result from stdout. The child sets
``JAX_TRACEBACK_IN_LOCATIONS_LIMIT=0`` before importing jax, so even the raw serialized export
it can emit is location-free.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from pydantic import BaseModel

from sparse_cli.audit.canonical import KernelFacts
from sparse_cli.audit.lowering import DevicelessReport

PASSES = ("fwd", "bwd")
BAD_INPUT = 2  # the child's exit code for an invalid contract or a refused backend


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
    serialized_b64: str | None = None
    deviceless: DevicelessReport | None = None

    def smem_overflows(self) -> list[str]:
        """Each kernel of this program whose scalar-prefetch operands, as lowered, exceed the
        SMEM budget: the gate that needs no libtpu."""
        return [f"{self.contract} {self.pass_}: kernel {k.name} prefetches {k.smem_bytes:,} bytes into SMEM "
                f"({', '.join(k.scalar_prefetch_types)}); the {self.target} budget is {self.smem_budget:,}"
                for k in self.kernels if k.smem_bytes > self.smem_budget]


class CompileFailure(RuntimeError):
    """A contract that could not be lowered; the message is the child's explanation.

    ``bad_input`` marks failures of the request itself (invalid contract, refused backend)."""

    def __init__(self, message: str, bad_input: bool):
        super().__init__(message)
        self.bad_input = bad_input


def tool_versions(with_libtpu: bool) -> dict[str, str | None]:
    """The versions a program hash depends on: jax and jaxlib for an export (which never
    touches libtpu), plus libtpu for a program lowered against a TPU topology."""
    from importlib.metadata import PackageNotFoundError, version

    found = {}
    for package in ("jax", "jaxlib", "libtpu") if with_libtpu else ("jax", "jaxlib"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            found[package] = None
    return found


def compile_in_fresh_process(contract_path: Path, target: str | None, passes: tuple[str, ...], backend: str | None,
                             emit_serialized: bool = False, deviceless: str | None = None,
                             mesh: tuple[int, int] | None = None, smem_budget: int | None = None) -> list[CompiledPass]:
    """Lower (and with ``deviceless``, compile for that topology) in a child process.

    Export needs only the CPU backend; deviceless compilation loads libtpu, which every process
    would otherwise lock exclusively (``ALLOW_MULTIPLE_LIBTPU_LOAD`` lets children share it)."""
    request = {"contract": str(contract_path), "target": target, "passes": list(passes), "backend": backend,
               "emit_serialized": emit_serialized, "deviceless": deviceless, "mesh": mesh, "smem_budget": smem_budget}
    env = dict(os.environ, JAX_TRACEBACK_IN_LOCATIONS_LIMIT="0", ALLOW_MULTIPLE_LIBTPU_LOAD="1")
    if deviceless:
        env.pop("JAX_PLATFORMS", None)
    else:
        env["JAX_PLATFORMS"] = "cpu"
    child = subprocess.run([sys.executable, "-m", "sparse_cli.audit.compile"], input=json.dumps(request),
                           capture_output=True, text=True, env=env, check=False)
    if child.returncode != 0:
        lines = [line for line in child.stderr.strip().splitlines() if line.strip()]
        message = lines[-1] if lines else f"compiler process exited with {child.returncode}"
        raise CompileFailure(f"{contract_path}: {message}", bad_input=child.returncode == BAD_INPUT)
    return [CompiledPass.model_validate(entry) for entry in json.loads(child.stdout)]


def _compile(request: dict) -> list[dict]:
    """The child's work: plan, choose the native backend, export each pass, canonicalize."""
    import base64

    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import compile_deviceless, export_attention
    from sparse_cli.choice import choose
    from sparse_cli.contract import load_contract
    from sparse_cli.planner.budget import smem_verdict
    from sparse_cli.planner.plan import plan as make_plan

    contract = load_contract(request["contract"])
    if request["target"]:
        contract = contract.model_copy(update={"target": request["target"]})
    plan = make_plan(contract, smem_budget=request["smem_budget"])
    choice = choose(plan, request["backend"], native=True)
    smem = smem_verdict(contract, plan.fwd, plan.dkv, plan.stats.smem.budget_bytes, choice.chosen)  # of what is lowered
    semantics = contract.model_dump(mode="json", exclude={"name", "description"})
    results = []
    mesh = tuple(request["mesh"]) if request["mesh"] else None
    for pass_ in request["passes"]:
        started = time.perf_counter()
        grads = pass_ == "bwd"
        serialized, deviceless = None, None
        if mesh is None:
            exported = export_attention(plan, choice.chosen, grads=grads)
            module_text = exported.mlir_module()
            if request["emit_serialized"]:
                serialized = base64.b64encode(exported.serialize()).decode()
            if request["deviceless"]:
                _, deviceless = compile_deviceless(plan, choice.chosen, grads, request["deviceless"])
        else:  # a multi-chip program exists only against the topology's (compile-only) devices
            module_text, deviceless = compile_deviceless(plan, choice.chosen, grads, request["deviceless"], mesh)
            if module_text is None:
                raise RuntimeError(deviceless.failure)
        program = canonicalize(module_text)
        results.append(CompiledPass(
            contract=contract.name,
            source=Path(request["contract"]).name,
            cache_key=contract.cache_key(),
            semantics=semantics,
            target=contract.target,
            pass_=pass_ if mesh is None else f"{pass_}@heads={mesh[0]},q={mesh[1]}",
            backend=choice.chosen,
            backend_reason=choice.reason,
            program_hash=program.sha256,
            lowering_seconds=time.perf_counter() - started,
            versions=tool_versions(with_libtpu=mesh is not None),
            kernels=program.kernels,
            program_text=program.text,
            smem_budget=smem.budget_bytes,
            smem_advice=smem.advice,
            serialized_b64=serialized,
            deviceless=deviceless,
        ).model_dump(mode="json"))
    return results


if __name__ == "__main__":
    from sparse_cli.choice import BackendRefused, NoNativeKernel
    from sparse_cli.contract import ContractError

    try:
        print(json.dumps(_compile(json.loads(sys.stdin.read()))))
    except ModuleNotFoundError as error:
        print(f"--deviceless needs libtpu ({error}): pip install 'sparse-cli[tpu]'", file=sys.stderr)
        sys.exit(BAD_INPUT)
    except NoNativeKernel as error:  # a contract failure: no sparse program for its target
        print(f"contract failure: {' '.join(str(error).split())}", file=sys.stderr)
        sys.exit(1)
    except (ContractError, BackendRefused) as error:
        print(" ".join(str(error).split()), file=sys.stderr)
        sys.exit(BAD_INPUT)
    except Exception as error:  # a lowering failure, reported to the parent as one line
        print(f"lowering failed: {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        sys.exit(1)
