"""The compile child: ``python -m sparse_cli.audit.child`` reads one ``CompileRequest`` on stdin,
plans, chooses the native backend, lowers each pass and prints the ``CompiledPass`` list as JSON.

It runs in a fresh process per contract (see ``audit.compile``); its exit code says what went
wrong: 2 for bad input (invalid contract, refused backend, no libtpu), 1 for a contract failure
or a lowering failure, with one line on stderr.
"""

from __future__ import annotations

import json
import sys
import time

from sparse_cli.audit.compile import BAD_INPUT, BadTopology, CompiledPass, CompileRequest, PassWork
from sparse_cli.versions import COMPILER_PACKAGES, EXPORT_PACKAGES, package_versions


def compile_request(request: CompileRequest) -> list[dict]:
    """The child's work: plan, choose the native backend, export each pass, canonicalize (a
    serving contract: its one program, ``audit.serving``)."""
    import base64

    from sparse_cli.sources import source_at

    source = source_at(request.contract, layer=request.layer)  # a plan directory or model was checked by the parent; again here
    if source.serving:
        from sparse_cli.audit.serving import compile_request as serving_request

        return serving_request(request)

    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import compile_deviceless, export_attention
    from sparse_cli.contract import with_blocks
    from sparse_cli.mesh import MeshShape
    from sparse_cli.planner.plan import plan as make_plan
    from sparse_cli.report import program_report
    from sparse_cli.report.program import decide
    from sparse_cli.report.vmem import fitting_blocks, vmem_verdict

    contract = source.contract
    if request.target:
        contract = contract.model_copy(update={"target": request.target})
    if request.blocks is not None:
        contract = with_blocks(contract, request.blocks)
    plan = make_plan(contract, smem_budget=request.smem_budget)
    choice = decide(plan, request.backend, native=True)
    smem = program_report(plan, choice).smem  # of what is lowered
    results = []
    mesh = MeshShape.parse(request.mesh) if request.mesh is not None else None
    for pass_ in request.passes:
        started = time.perf_counter()
        grads = pass_ == "bwd"
        serialized, deviceless = None, None
        if mesh is None:
            exported = export_attention(plan, choice.chosen, grads=grads)
            module_text = exported.mlir_module()
            if request.emit_serialized:
                serialized = base64.b64encode(exported.serialize()).decode()
            if request.deviceless:
                _, deviceless = compile_deviceless(plan, choice.chosen, grads, request.deviceless, dump=request.schedule_dir)
        else:  # a multi-chip program exists only against the topology's (compile-only) devices
            module_text, deviceless = compile_deviceless(plan, choice.chosen, grads, request.deviceless, mesh, request.schedule_dir)
            if module_text is None:
                raise RuntimeError(deviceless.failure)
        if deviceless is not None and not deviceless.compiled and "vmem" in (deviceless.failure or "").lower():
            deviceless.advice = vmem_verdict(plan.contract, choice.backend).advice or [fitting_blocks(plan.contract, choice.backend)]
        program = canonicalize(module_text)
        work = PassWork.of_program(program.kernels, plan.stats.passes)
        results.append(CompiledPass(
            contract=contract.name,
            source=request.contract.name,
            cache_key=contract.cache_key(),
            semantics=contract.semantics(),
            target=contract.target,
            pass_=pass_ if mesh is None else f"{pass_}@{mesh}",
            backend=choice.chosen,
            backend_reason=choice.reason,
            program_hash=program.sha256,
            lowering_seconds=time.perf_counter() - started,
            versions=package_versions(COMPILER_PACKAGES if mesh is not None else EXPORT_PACKAGES),
            kernels=program.kernels,
            program_text=program.text,
            smem_budget=smem.budget_bytes,
            smem_advice=smem.advice,
            work=work,
            serialized_b64=serialized,
            deviceless=deviceless,
        ).model_dump(mode="json"))
    return results


if __name__ == "__main__":
    from sparse_cli.artifacts import ArtifactError
    from sparse_cli.backends import BackendRefused, NoNativeKernel
    from sparse_cli.contract import ContractError

    try:
        print(json.dumps(compile_request(CompileRequest.model_validate(json.loads(sys.stdin.read())))))  # json: paths need not be UTF-8
    except ModuleNotFoundError as error:
        print(f"--deviceless needs libtpu ({error}): pip install 'tpu-sparse-cli[tpu]'", file=sys.stderr)
        sys.exit(BAD_INPUT)
    except NoNativeKernel as error:  # a contract failure: no sparse program for its target
        print(f"contract failure: {' '.join(str(error).split())}", file=sys.stderr)
        sys.exit(1)
    except (ContractError, ArtifactError, BackendRefused, BadTopology) as error:
        print(" ".join(str(error).split()), file=sys.stderr)
        sys.exit(BAD_INPUT)
    except Exception as error:  # a lowering failure, reported to the parent as one line
        print(f"lowering failed: {type(error).__name__}: {' '.join(str(error).split())}", file=sys.stderr)
        sys.exit(1)
