"""``compile`` of a serving contract: the ragged paged attention program at the contract's static
shape, exported for its TPU target (hash, kernels, lock entry) and compiled deviceless (its
sweep with random batches is ``audit.recompile``'s)."""

from __future__ import annotations

import base64
import time
from pathlib import Path

from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.compile import CompiledPass, CompileRequest
from sparse_cli.audit.cycles import KernelWork
from sparse_cli.audit.lowering import compile_program, export_for_tpu, tpu_devices
from sparse_cli.audit.recompile import SERVING_BACKEND
from sparse_cli.contract.serving import ServingContract, load_serving_contract
from sparse_cli.serving.kernel import KERNEL_NAME, abstract_arguments, contract_program
from sparse_cli.serving.measure import decode_step, scalar_prefetch_operands, walk_work
from sparse_cli.targets import TARGETS
from sparse_cli.versions import COMPILER_PACKAGES, EXPORT_PACKAGES, package_versions

#: The one program of a serving contract (it has no backward pass).
SERVING_PASS = "serve"


def compile_deviceless(contract: ServingContract, topology: str, implementation=None, dump: Path | None = None):
    """The serving program (or ``implementation``, another function of the same arguments,
    e.g. JAX's kernel) lowered and compiled for ``topology`` without a TPU: (text, report).
    ``dump``: libtpu's schedule directory (``cycles.DUMP_FLAGS``): the report then carries the
    program's schedule, our kernel's work that of a decode step (``serving.measure.decode_step``)."""
    from jax.sharding import SingleDeviceSharding

    devices = tpu_devices(topology)
    program = implementation or contract_program(contract)
    names = ("q", "kv_pages", "kv_lens", "page_indices", "cu_q_lens", "num_seqs", *(["sinks"] if contract.sinks else []),
             *(["draft_tree"] if contract.max_draft else []))
    work = None
    if implementation is None and dump is not None:
        done = walk_work(contract, decode_step(contract))
        launch = KernelWork(steps=done.items, tiles=done.blocks, partial_tiles=done.partial_blocks, output_blocks=done.items,
                            tile_multiply_adds=done.block_multiply_adds)
        work = lambda names: {name: launch if name == KERNEL_NAME else None for name in names}
    return compile_program(program, abstract_arguments(contract, SingleDeviceSharding(devices[0])), topology,
                           devices[0].device_kind, names, dump, work)


def compile_request(request: CompileRequest) -> list[dict]:
    """The compile child's work for a serving contract: one ``serve`` program."""
    contract = load_serving_contract(request.contract)
    if request.target:
        contract = contract.model_copy(update={"target": request.target})
    started = time.perf_counter()
    exported = export_for_tpu(contract_program(contract), abstract_arguments(contract), contract.target)
    deviceless = compile_deviceless(contract, request.deviceless, dump=request.schedule_dir)[1] if request.deviceless else None
    program = canonicalize(exported.mlir_module())
    return [CompiledPass(
        contract=contract.name, source=request.contract.name, cache_key=contract.cache_key(), semantics=contract.semantics(),
        target=contract.target, pass_=SERVING_PASS, backend=SERVING_BACKEND,
        backend_reason=f"ragged paged attention ({KERNEL_NAME}): the kv walk covers only the pages the mask can see",
        program_hash=program.sha256, lowering_seconds=time.perf_counter() - started,
        versions=package_versions(COMPILER_PACKAGES if request.deviceless else EXPORT_PACKAGES), kernels=program.kernels,
        program_text=program.text, smem_budget=request.smem_budget or TARGETS[contract.target].smem_bytes, smem_advice=[],
        prefetch_operands=scalar_prefetch_operands(contract),
        work={}, serialized_b64=base64.b64encode(exported.serialize()).decode() if request.emit_serialized else None,
        deviceless=deviceless,
    ).model_dump(mode="json")]
