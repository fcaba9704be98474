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
    serialized_b64: str | None = None


class CompileFailure(RuntimeError):
    """A contract that could not be lowered; the message is the child's explanation.

    ``bad_input`` marks failures of the request itself (invalid contract, refused backend)."""

    def __init__(self, message: str, bad_input: bool):
        super().__init__(message)
        self.bad_input = bad_input


def tool_versions() -> dict[str, str | None]:
    """The versions a program hash depends on (libtpu only when installed)."""
    from importlib.metadata import PackageNotFoundError, version

    found = {}
    for package in ("jax", "jaxlib", "libtpu"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            found[package] = None
    return found


def compile_in_fresh_process(contract_path: Path, target: str | None, passes: tuple[str, ...], backend: str | None,
                             emit_serialized: bool = False) -> list[CompiledPass]:
    request = {"contract": str(contract_path), "target": target, "passes": list(passes), "backend": backend,
               "emit_serialized": emit_serialized}
    env = dict(os.environ, JAX_TRACEBACK_IN_LOCATIONS_LIMIT="0", JAX_PLATFORMS="cpu")
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
    from sparse_cli.audit.lowering import export_attention
    from sparse_cli.backends import choose
    from sparse_cli.contract import load_contract
    from sparse_cli.planner.plan import plan as make_plan

    contract = load_contract(request["contract"])
    if request["target"]:
        contract = contract.model_copy(update={"target": request["target"]})
    plan = make_plan(contract)
    choice = choose(plan, request["backend"], native=True)
    semantics = contract.model_dump(mode="json", exclude={"name", "description"})
    results = []
    for pass_ in request["passes"]:
        started = time.perf_counter()
        exported = export_attention(plan, choice.chosen, grads=pass_ == "bwd")
        program = canonicalize(exported.mlir_module())
        results.append(CompiledPass(
            contract=contract.name,
            source=Path(request["contract"]).name,
            cache_key=contract.cache_key(),
            semantics=semantics,
            target=contract.target,
            pass_=pass_,
            backend=choice.chosen,
            backend_reason=choice.reason,
            program_hash=program.sha256,
            lowering_seconds=time.perf_counter() - started,
            versions=tool_versions(),
            kernels=program.kernels,
            program_text=program.text,
            serialized_b64=base64.b64encode(exported.serialize()).decode() if request["emit_serialized"] else None,
        ).model_dump(mode="json"))
    return results


if __name__ == "__main__":
    from sparse_cli.backends import BackendRefused
    from sparse_cli.contract import ContractError

    try:
        print(json.dumps(_compile(json.loads(sys.stdin.read()))))
    except (ContractError, BackendRefused) as error:
        print(" ".join(str(error).split()), file=sys.stderr)
        sys.exit(BAD_INPUT)
    except Exception as error:  # a lowering failure, reported to the parent as one line
        print(f"lowering failed: {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        sys.exit(1)
