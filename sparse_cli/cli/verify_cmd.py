"""`sparse-cli verify`: the backend a contract runs natively, against the float64 dense reference."""

from __future__ import annotations

from typing import Annotated

import typer

from sparse_cli.cli import output, program_views, serving
from sparse_cli.cli.executing import Request, prepared
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
    execution = prepared(contract_path, request, lambda contract: serving.verify(contract, seed, json_output, scale_down),
                         "a serving contract is verified on its own: only --seed, --scale-down and --json apply",
                         command="verify", backend=backend, seed=seed, grads=grads, scale_down=scale_down, smem_budget=smem_budget)
    if execution is None:
        return
    from sparse_cli.execution.distributed import finished
    from sparse_cli.execution.verify import KernelFault, verify  # imported here: planning commands start without jax

    real, choice, checked = execution.real, execution.choice, execution.checked
    out = output.Output(json_output, speaks=execution.processes.reports)
    try:
        with out.progress() as progress:  # compiling and interpreting the kernels takes seconds to minutes
            progress.add_task(f"{checked.contract.name}: running {choice.chosen}{' with gradients' if grads else ''} "
                              "and the float64 reference", total=None)
            if slice_:
                from sparse_cli.execution.slices import verify_slice

                verdict, checked = verify_slice(real, choice, checked, seed=seed, grads=grads)
            else:
                verdict = verify(real, choice, checked, seed=seed, grads=grads, mesh=execution.mesh)
    except KernelFault as fault:
        raise output.CheckFailed(str(fault)) from None
    finished(execution.processes)

    out.emit(verdict, lambda console: program_views.verified(console, verdict, checked))
    if not verdict.passed:
        raise typer.Exit(output.EXIT_CHECK_FAILED)
