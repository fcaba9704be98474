"""The options of a run over several hosts, turned into joined processes and a mesh shape."""

from pathlib import Path

from sparse_cli.artifacts import contract_at
from sparse_cli.cli import output
from sparse_cli.model import layer_reference


def join_processes(coordinator: str | None, num_processes: int | None, process_id: int | None, detect: bool, mesh: str | None,
                   contract_path: Path, json_output: bool, **options):
    """``(processes, mesh)``: the run's processes (``distributed.join``: joined when the options
    ask for several, before anything starts JAX's backend) and the ``--mesh`` shape, checked
    first — a multi-host run shards over a mesh of every host's devices. Every process must
    run the same command: the contract (its cache key), the mesh and ``options`` are compared
    as the processes join. A process whose peers are lost later ends with the ``--json``
    error document too."""
    from sparse_cli.execution.distributed import ALONE, EXIT_PEER_LOST, join, multi_host

    def last_words(message: str) -> None:
        if json_output and output.stdout.json_documents == 0:
            output.print_json(output.error_document(message, EXIT_PEER_LOST))

    shape = mesh_shape(mesh) if mesh is not None else None
    try:
        if not multi_host(coordinator, num_processes, process_id, detect):
            return ALONE, shape
    except ValueError as error:
        raise output.UsageError(str(error)) from None
    if shape is None:
        raise output.UsageError("a multi-host run shards over every host's devices: give --mesh heads=H,q=Q or heads=H,seq=S")
    contract, _ = contract_at(*layer_reference(contract_path))  # a bad contract exits 2 here, before the others wait on this process
    facts = {"contract": f"{contract.name} (cache key {contract.cache_key()[:16]})", "mesh": str(shape), **options}
    return join(coordinator, num_processes, process_id, detect, facts, last_words), shape


def mesh_shape(mesh: str):
    """``--mesh`` as a ``mesh.MeshShape`` (a usage error when malformed)."""
    from sparse_cli.mesh import MeshShape

    try:
        return MeshShape.parse(mesh)
    except ValueError as error:
        raise output.UsageError(str(error)) from None
