"""The Typer application: registers one command per module."""

import typer

from sparse_cli.cli.classify import classify_command
from sparse_cli.cli.compile_cmd import compile_command
from sparse_cli.cli.plan_cmd import plan_command
from sparse_cli.cli.run_cmd import run_command
from sparse_cli.cli.schema import schema_command
from sparse_cli.cli.verify_cmd import verify_command

app = typer.Typer(
    name="sparse-cli",
    help="Plan, inspect and audit block-sparse attention for TPU.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.command("plan")(plan_command)
app.command("classify")(classify_command)
app.command("compile")(compile_command)
app.command("run")(run_command)
app.command("verify")(verify_command)
app.command("schema")(schema_command)


def main() -> None:
    app()
