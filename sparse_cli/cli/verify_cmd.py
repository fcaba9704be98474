"""`sparse-cli verify`: the backend a contract runs natively, against the float64 dense reference."""

from __future__ import annotations

from typing import Annotated

import typer

from sparse_cli.cli import output, views
from sparse_cli.cli.options import BackendOpt, JsonOpt, PlanOrContractArg, ScaleDownOpt, SmemBudgetOpt, executable


@output.handles_user_errors
def verify_command(
    contract_path: PlanOrContractArg,
    backend: BackendOpt = None,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Seed of the random q/k/v (and segment ids).")] = 0,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Also check dq, dk and dv.")] = False,
    scale_down: ScaleDownOpt = None,
    smem_budget: SmemBudgetOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Check the backend the contract runs natively (or --backend) against the float64 dense reference."""
    from sparse_cli.verify import KernelFault, verify  # imported here: planning commands start without jax

    real, choice, checked = executable(contract_path, backend, scale_down, smem_budget)
    out = output.Output(json_output)
    try:
        with out.progress() as progress:  # compiling and interpreting the kernels takes seconds to minutes
            progress.add_task(f"{checked.contract.name}: running {choice.chosen}{' with gradients' if grads else ''} "
                              "and the float64 reference", total=None)
            verdict = verify(real, choice, checked, seed=seed, grads=grads)
    except KernelFault as fault:
        raise output.CheckFailed(str(fault)) from None

    out.emit(verdict, lambda console: views.verified(console, verdict, checked))
    if not verdict.passed:
        raise typer.Exit(output.EXIT_CHECK_FAILED)
