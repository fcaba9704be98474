"""The options of a run over several hosts, turned into joined processes and a mesh shape."""

from dataclasses import dataclass

from sparse_cli.cli import output


@dataclass(frozen=True)
class Hosts:
    """``run``'s and ``verify``'s multi-host options: ``--coordinator``, ``--num-processes``,
    ``--process-id`` and ``--distributed`` (``detect``)."""

    coordinator: str | None
    num_processes: int | None
    process_id: int | None
    detect: bool

    @property
    def given(self) -> bool:
        return bool(self.coordinator or self.num_processes or self.process_id is not None or self.detect)


def join_processes(hosts: Hosts, mesh: str | None, contract, json_output: bool, **options):
    """``(processes, mesh)``: the run's processes (``distributed.join``: joined when the options
    ask for several, before anything starts JAX's backend) and the ``--mesh`` shape, checked
    first — a multi-host run shards over a mesh of every host's devices. Every process must
    run the same command: the ``contract`` (its cache key), the mesh and ``options`` are
    compared as the processes join. A process whose peers are lost later ends with the
    ``--json`` error document too."""
    from sparse_cli.execution.distributed import ALONE, EXIT_PEER_LOST, join, multi_host

    def last_words(message: str) -> None:
        if json_output and output.stdout.json_documents == 0:
            output.print_json(output.error_document(message, EXIT_PEER_LOST))

    shape = mesh_shape(mesh) if mesh is not None else None
    try:
        if not multi_host(hosts.coordinator, hosts.num_processes, hosts.process_id, hosts.detect):
            return ALONE, shape
    except ValueError as error:
        raise output.UsageError(str(error)) from None
    if shape is None:
        raise output.UsageError("a multi-host run shards over every host's devices: give --mesh heads=H,q=Q or heads=H,seq=S")
    facts = {"contract": f"{contract.name} (cache key {contract.cache_key()[:16]})", "mesh": str(shape), **options}
    processes = join(hosts.coordinator, hosts.num_processes, hosts.process_id, hosts.detect, facts, last_words)
    return processes, shape


def mesh_shape(mesh: str):
    """``--mesh`` as a ``mesh.MeshShape`` (a usage error when malformed)."""
    from sparse_cli.mesh import MeshShape

    try:
        return MeshShape.parse(mesh)
    except ValueError as error:
        raise output.UsageError(str(error)) from None
