"""Options shared by several subcommands, declared once: their types, names and help (and
``--smem-budget`` checked against the contracts a command is pointed at), and the options
``run`` and ``verify`` share, as one ``Request``."""

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal, Optional

import typer

from sparse_cli.backends import BACKENDS
from sparse_cli.cli import output
from sparse_cli.cli.hosts import Hosts
from sparse_cli.planner.plan import smem_budget_bytes
from sparse_cli.sources import Source
from sparse_cli.targets import TARGETS, target_of_topology


def given_path(value: str) -> Path:
    """A path argument's value: an empty one names nothing (``Path("")`` would be the working
    directory: ``-o "$UNSET"`` must not write there)."""
    if value == "":
        raise typer.BadParameter("an empty path names no file or directory (an unset shell variable?)")
    return Path(value)


ContractArg = Annotated[Path, typer.Argument(metavar="CONTRACT", help="Contract file (.json or .toml).", show_default=False, parser=given_path)]
_LAYER = "model files listing layers of contracts (MODEL:LAYER for one layer)"
ContractsArg = Annotated[list[Path], typer.Argument(metavar="CONTRACT", help=f"Contract files (.json or .toml), or {_LAYER}.", show_default=False,
                                                    parser=given_path)]
#: ``classify``, ``run``, ``verify`` and ``compile`` also take a plan directory written by ``plan`` (checked first).
PlansOrContractsArg = Annotated[list[Path], typer.Argument(
    metavar="CONTRACT", help=f"Contract files (.json or .toml), plan directories written by `sparse-cli plan`, or {_LAYER}.", show_default=False,
    parser=given_path)]
PlanOrContractArg = Annotated[Path, typer.Argument(
    metavar="CONTRACT", help="Contract file (.json or .toml), a plan directory written by `sparse-cli plan`, or MODEL:LAYER (a model file's layer).",
    show_default=False, parser=given_path)]
JsonOpt = Annotated[bool, typer.Option("--json", metavar="", help="Print one JSON document on stdout and nothing else.")]
SmemBudgetOpt = Annotated[
    Optional[int],
    typer.Option("--smem-budget", metavar="BYTES", min=1, help="SMEM bytes per launch (default: the target's budget).", show_default=False),
]
#: The option that sets a launch's SMEM budget, as messages name it.
SMEM_BUDGET = "--smem-budget"


def check_smem_budget(sources: list[Source], smem_budget: int | None, target: str | None = None) -> None:
    """``--smem-budget`` against the chip of every source (``target`` when the command
    overrides theirs), before any work: a budget above a chip's SMEM, or within the compiler's
    reserve, is bad input naming that chip's figure (``Chip.smem_budget``)."""
    for source in sources:
        contract = source.contract if target is None else source.contract.model_copy(update={"target": target})
        smem_budget_bytes(contract, smem_budget, SMEM_BUDGET)


def deviceless_chip(deviceless: str | None) -> str | None:
    """The chip a ``--deviceless`` topology is made of (None without one); bad input unless
    it is CHIP:SHAPE of a chip in the table and a grid of whole chips."""
    if deviceless is None:
        return None
    chip = target_of_topology(deviceless)
    if chip is None:
        prefixes = ", ".join(t.topology.split(":")[0] for t in TARGETS.values())
        raise output.UsageError(f"--deviceless {deviceless!r}: expected CHIP:SHAPE with CHIP one of {prefixes} and SHAPE a grid of "
                                f"chips (each dimension at least 1), e.g. {TARGETS['v5e'].topology}")
    return chip


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
#: Most timed steps, warm-up steps and swept payloads one command runs: counts that end (a
#: TPU benchmark times tens to thousands of steps; a recompile sweep needs a few dozen
#: payloads), refused above (exit 2) rather than run for days.
MAX_STEPS, MAX_WARMUP, MAX_SWEEP = 10_000, 1_000, 1_000


def sweep_option(help: str):
    """``--sweep N``: 1 .. ``MAX_SWEEP`` payloads."""
    return typer.Option("--sweep", metavar="N", min=1, max=MAX_SWEEP, help=help, show_default=False)


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


@dataclass(frozen=True)
class Request:
    """How ``run`` or ``verify`` was asked to execute a path: the options they share, and their own
    that a serving contract does not take."""

    backend: str | None
    grads: bool
    scale_down: int | None
    smem_budget: int | None
    mesh: str | None
    hosts: Hosts
    json_output: bool
    slice_: bool = False  # verify --slice
    sweep: int | None = None  # run --sweep

    @property
    def training_only(self) -> bool:
        """Whether an option was given that a serving contract, executed on its own, does not take."""
        return bool(self.backend or self.grads or self.mesh or self.sweep or self.smem_budget or self.slice_) or self.hosts.given
