"""`sparse-cli run`: timed runs with a receipt, on one device or a heads x q mesh (of one host or many)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from sparse_cli.cli import output
from sparse_cli.cli.executing import platform_started, target_at
from sparse_cli.cli.hosts import Hosts
from sparse_cli.cli.options import (
    MAX_STEPS,
    MAX_WARMUP,
    BackendOpt,
    CoordinatorOpt,
    DistributedOpt,
    JsonOpt,
    MeshOpt,
    NumProcessesOpt,
    PlanOrContractArg,
    ProcessIdOpt,
    Request,
    ScaleDownOpt,
    SmemBudgetOpt,
    seed_option,
    sweep_option,
)


@output.handles_user_errors
def run_command(
    contract_path: PlanOrContractArg,
    backend: BackendOpt = None,
    steps: Annotated[int, typer.Option("--steps", metavar="N", min=1, max=MAX_STEPS, help="Timed steps.")] = 10,
    warmup: Annotated[int, typer.Option("--warmup", metavar="N", min=0, max=MAX_WARMUP, help="Untimed steps after the first call.")] = 2,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Time forward + backward.")] = False,
    mesh: MeshOpt = None,
    sweep: Annotated[Optional[int], sweep_option("Also run N random runtime payloads; fail on any recompilation.")] = None,
    scale_down: ScaleDownOpt = None,
    smem_budget: SmemBudgetOpt = None,
    seed: Annotated[int, seed_option("Seed of the random inputs and payloads.")] = 0,
    json_output: JsonOpt = False,
    coordinator: CoordinatorOpt = None,
    num_processes: NumProcessesOpt = None,
    process_id: ProcessIdOpt = None,
    distributed: DistributedOpt = False,
) -> None:
    """Run a contract on the default device or a mesh: step time, compilations, TFLOP/s, receipt.

    Runs the backend the real contract runs natively on its target (or --backend). On several
    hosts, every host runs the same command and process 0 reports.

    A serving contract (its shape has a page_size): random batches through the serving kernel."""
    request = Request(backend, grads, scale_down, smem_budget, mesh, Hosts(coordinator, num_processes, process_id, distributed),
                      json_output, sweep=sweep)
    with platform_started():
        target_at(contract_path, request, command="run", backend=backend, steps=steps, warmup=warmup, grads=grads, sweep=sweep,
                  scale_down=scale_down, smem_budget=smem_budget, seed=seed).run(steps, warmup, seed)
