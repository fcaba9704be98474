"""`sparse-cli verify`: the backend a contract runs natively, against the float64 dense reference."""

from __future__ import annotations

from typing import Annotated

import typer

from sparse_cli.cli import output
from sparse_cli.cli.executing import platform_started, target_at
from sparse_cli.cli.hosts import Hosts
from sparse_cli.cli.options import (
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
)


@output.handles_user_errors
def verify_command(
    contract_path: PlanOrContractArg,
    backend: BackendOpt = None,
    seed: Annotated[int, seed_option("Seed of the random q/k/v (and segment ids).")] = 0,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Also check dq, dk and dv.")] = False,
    scale_down: ScaleDownOpt = None,
    slice_: Annotated[bool, typer.Option("--slice", metavar="", help="Check the real contract (its blocks, windows, lengths) on a slice of its queries: every distinct row of tiles, first and last.")] = False,
    smem_budget: SmemBudgetOpt = None,
    mesh: MeshOpt = None,
    json_output: JsonOpt = False,
    coordinator: CoordinatorOpt = None,
    num_processes: NumProcessesOpt = None,
    process_id: ProcessIdOpt = None,
    distributed: DistributedOpt = False,
) -> None:
    """Check the backend the contract runs natively (or --backend) against the float64 dense reference.

    With --mesh, the kernels sharded over a device mesh (of one host or many: every host runs
    the same command, checks the gathered results, and process 0 reports).

    A serving contract (its shape has a page_size): random ragged batches through the serving kernel."""
    request = Request(backend, grads, scale_down, smem_budget, mesh, Hosts(coordinator, num_processes, process_id, distributed),
                      json_output, slice_=slice_)
    with platform_started():
        target_at(contract_path, request, command="verify", backend=backend, seed=seed, grads=grads, scale_down=scale_down,
                  smem_budget=smem_budget).verify(seed)
