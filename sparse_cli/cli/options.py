"""Options shared by several subcommands, declared once, and the loading they imply."""

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal, Optional

import typer

from sparse_cli.artifacts import contract_at, travelled_plan
from sparse_cli.backends import BACKENDS, choose
from sparse_cli.cli import output
from sparse_cli.contract import MaskContract, load_contract
from sparse_cli.model import Model, is_model_file, layer_reference, load_model
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.scale import MIN_BLOCK, ScaledContract, structure_preserving
from sparse_cli.targets import TPU_LANES

ContractArg = Annotated[Path, typer.Argument(metavar="CONTRACT", help="Contract file (.json or .toml).", show_default=False)]
_LAYER = "model files listing layers of contracts (MODEL:LAYER for one layer)"
ContractsArg = Annotated[list[Path], typer.Argument(metavar="CONTRACT", help=f"Contract files (.json or .toml), or {_LAYER}.", show_default=False)]
#: ``classify``, ``run``, ``verify`` and ``compile`` also take a plan directory written by ``plan`` (checked first).
PlansOrContractsArg = Annotated[list[Path], typer.Argument(
    metavar="CONTRACT", help=f"Contract files (.json or .toml), plan directories written by `sparse-cli plan`, or {_LAYER}.", show_default=False)]
PlanOrContractArg = Annotated[Path, typer.Argument(
    metavar="CONTRACT", help="Contract file (.json or .toml), a plan directory written by `sparse-cli plan`, or MODEL:LAYER (a model file's layer).",
    show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", metavar="", help="Print one JSON document on stdout and nothing else.")]
SmemBudgetOpt = Annotated[
    Optional[int],
    typer.Option("--smem-budget", metavar="BYTES", min=1, help="SMEM bytes per launch (default: the target's budget).", show_default=False),
]
NoCacheOpt = Annotated[bool, typer.Option("--no-cache", metavar="", help="Always replan; neither read nor write the plan cache.")]
BackendOpt = Annotated[
    Optional[Literal[("auto", *BACKENDS)]],  # type: ignore[valid-type]
    typer.Option("--backend", help="Which implementation runs (default: the contract's backend).", show_default=False),
]
ScaleDownOpt = Annotated[
    Optional[int],
    typer.Option("--scale-down", metavar="TOKENS", min=8, help="Execute the same structure at about this many tokens: a head of every distinct mask, two kv heads, every tile class.", show_default=False),
]
#: Seeds are 32-bit (numpy's legacy generators, JAX's keys): 0 .. 2^32 - 1.
MAX_SEED = 2**32 - 1


def seed_option(help: str):
    """``--seed``, refused (exit 2, naming the flag and the range) outside 0 .. ``MAX_SEED``."""
    return typer.Option("--seed", metavar="N", min=0, max=MAX_SEED, help=help)


MeshOpt = Annotated[Optional[str], typer.Option(
    "--mesh", metavar="heads=H,q=Q|seq=S", show_default=False,
    help="Shard the pallas kernels over a device mesh: heads=2,q=4 splits the queries (K/V replicated), heads=2,seq=4 queries and K/V (ring attention).")]
_HOSTS = "Multi-host (every host runs the same command)"
CoordinatorOpt = Annotated[Optional[str], typer.Option(
    "--coordinator", metavar="HOST:PORT", envvar="JAX_COORDINATOR_ADDRESS", rich_help_panel=_HOSTS, show_default=False,
    help="Process 0's address; with --num-processes and --process-id.")]
NumProcessesOpt = Annotated[Optional[int], typer.Option(
    "--num-processes", metavar="N", min=1, envvar="JAX_NUM_PROCESSES", rich_help_panel=_HOSTS, show_default=False,
    help="How many processes take part.")]
ProcessIdOpt = Annotated[Optional[int], typer.Option(
    "--process-id", metavar="I", min=0, envvar="JAX_PROCESS_ID", rich_help_panel=_HOSTS, show_default=False,
    help="This process's id, 0..N-1 (0 reports).")]
DistributedOpt = Annotated[bool, typer.Option(
    "--distributed", metavar="", rich_help_panel=_HOSTS,
    help="Find the processes from the environment (TPU VM pod slices, SLURM, Open MPI).")]


def join_processes(coordinator: str | None, num_processes: int | None, process_id: int | None, detect: bool, mesh: str | None,
                   contract_path: Path, **options):
    """``(processes, mesh)``: the run's processes (``distributed.join``: joined when the options
    ask for several, before anything starts JAX's backend) and the ``--mesh`` shape, checked
    first — a multi-host run shards over a mesh of every host's devices. Every process must
    run the same command: the contract (its cache key), the mesh and ``options`` are compared
    as the processes join."""
    from sparse_cli.distributed import ALONE, join, multi_host

    shape = mesh_shape(mesh) if mesh is not None else None
    try:
        if not multi_host(coordinator, num_processes, process_id, detect):
            return ALONE, shape
    except ValueError as error:
        raise output.UsageError(str(error)) from None
    if shape is None:
        raise output.UsageError("a multi-host run shards over every host's devices: give --mesh heads=H,q=Q or heads=H,seq=S")
    contract, _ = contract_at(contract_path)  # a bad contract exits 2 here, before the others wait on this process
    facts = {"contract": f"{contract.name} (cache key {contract.cache_key()[:16]})", "mesh": str(shape), **options}
    return join(coordinator, num_processes, process_id, detect, facts), shape


def mesh_shape(mesh: str):
    """``--mesh`` as a ``sharding.MeshShape`` (a usage error when malformed)."""
    from sparse_cli.sharding import MeshShape

    try:
        return MeshShape.parse(mesh)
    except ValueError as error:
        raise output.UsageError(str(error)) from None


@dataclass(frozen=True)
class Source:
    """A contract a command works on, and where the command line named it."""

    path: Path  # a contract file, a plan directory, or a model file
    contract: MaskContract
    layer: str | None = None  # the contract's name inside the model file at ``path``

    def __str__(self) -> str:
        return f"{self.path} (layer {self.layer})" if self.layer else str(self.path)


def sources_of(paths: list[Path], plan_directories: bool = False) -> tuple[list[Source], list[Model]]:
    """Every contract ``paths`` name — a model file names one per distinct layer contract —
    each validated before any work starts; and the models among them."""
    sources: list[Source] = []
    models: list[Model] = []
    for path in paths:
        model_path, layer = layer_reference(path)
        if layer is not None:  # one layer of a model: planned and reported as a contract of its own
            sources.append(Source(model_path, load_model(model_path).layer(layer).contract, layer))
        elif is_model_file(path):
            model = load_model(path)
            models.append(model)
            sources += [Source(path, layer.contract, layer.contract.name) for layer in model.layers]
        elif plan_directories:
            contract, note = contract_at(path)
            if note:
                output.warn(note)
            sources.append(Source(path, contract))
        else:
            sources.append(Source(path, load_contract(path)))
    return sources, models


def one_per_name(sources: list[Source]) -> list[Source]:
    """The sources with one per contract name: a contract named twice (a model's layer and its
    own file) is kept once; two different contracts of one name are refused, since locks and
    programs are keyed by contract name."""
    kept: dict[str, Source] = {}
    for source in sources:
        seen = kept.setdefault(source.contract.name, source)
        if seen.contract.cache_key() != source.contract.cache_key():
            raise output.UsageError(f"{seen} and {source} are both named {source.contract.name!r}: the lock and --emit key "
                                    "programs by contract name, so rename one")
    return list(kept.values())


def executable(path: Path, backend: Optional[str], scale_down: Optional[int], smem_budget: Optional[int] = None):
    """What ``run`` and ``verify`` execute: the real contract's plan (under ``smem_budget``,
    default the target's, which decides how passes split into launches) and the backend it
    runs natively on its target (or the one requested), and the plan actually executed — the
    real one, or a structure-preserving smaller one. Refusals exit 2; a contract with no native
    sparse kernel exits 1."""
    from sparse_cli.verify import interpret_refusal  # imports jax: only executing commands call this

    model_path, layer = layer_reference(path)
    if layer is not None:
        real = make_plan(load_model(model_path).layer(layer).contract, smem_budget=smem_budget)
    elif path.is_dir():  # a written plan: verified, and exactly what this planner makes of its contract
        real, note = travelled_plan(path, smem_budget)
        if note:
            output.warn(note)
    elif is_model_file(path):
        raise load_model(path).one_layer_needed()
    else:
        real = make_plan(load_contract(path), smem_budget=smem_budget)
    contract = real.contract
    output.warn_contract(contract)
    choice = choose(real, backend, native=True)  # refusals: exit 2; NoNativeKernel: exit 1
    checked = ScaledContract(real, tuple(range(contract.shape.num_heads)), 1.0)
    if scale_down is not None:
        checked = structure_preserving(real, scale_down, min_block=TPU_LANES if choice.backend.lane_aligned_blocks else MIN_BLOCK)
    too_big = interpret_refusal(checked.contract)
    if too_big:
        raise output.UsageError(too_big)
    return real, choice, checked
