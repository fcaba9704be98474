"""The Typer application: registers one command per module."""

import inspect
import signal
from typing import Annotated

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup

from sparse_cli.audit.compile import CHILDREN
from sparse_cli.cli import output
from sparse_cli.cli.classify import classify_command
from sparse_cli.cli.compile_cmd import compile_command
from sparse_cli.cli.plan_cmd import plan_command
from sparse_cli.cli.run_cmd import run_command
from sparse_cli.cli.schema import schema_command
from sparse_cli.cli.tune_cmd import tune_command
from sparse_cli.cli.verify_cmd import verify_command
from sparse_cli.hardware import cpu_unless_accelerated
from sparse_cli.versions import COMPILER_PACKAGES, package_versions


def _without_python_types(params: list) -> list:
    """Help shows a flag bare and an argument by its metavar: typer would add the Python type
    beside them (``--help <bool>``, ``CONTRACT <list[Path]>``)."""
    for param in params:
        if getattr(param, "is_flag", False) or (isinstance(param, TyperArgument) and param.metavar):
            param.display_type_rich = lambda ctx: None
    return params


def _rewrappable(help_text: str | None) -> str | None:
    """Each paragraph of a docstring on one line: typer keeps the source's line breaks after the
    first paragraph, which then break mid-sentence at any terminal width."""
    if not help_text:
        return help_text
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in inspect.cleandoc(help_text).split("\n\n"))


class Group(TyperGroup):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.help = _rewrappable(self.help)

    def get_params(self, ctx):
        return _without_python_types(super().get_params(ctx))


class Command(TyperCommand):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.help = _rewrappable(self.help)

    def make_context(self, info_name, args, parent=None, **extra):
        """Typer's own usage errors (a bad option value, a missing argument) give the ``--json``
        error object too; typer prints the message on stderr and exits with the same code."""
        wants_json = "--json" in args  # before parsing, which consumes ``args``
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except Exception as error:
            code = getattr(error, "exit_code", None)
            if wants_json and code in output.EXIT_KINDS and hasattr(error, "format_message"):
                output.print_json(output.error_document(error.format_message(), code))
            raise

    def get_params(self, ctx):
        return _without_python_types(super().get_params(ctx))


app = typer.Typer(
    name="sparse-cli",
    help="Plan, inspect and audit block-sparse attention for TPU.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},  # commands inherit it
    cls=Group,
)
for name, command in (("plan", plan_command), ("classify", classify_command), ("compile", compile_command), ("run", run_command),
                      ("verify", verify_command), ("tune", tune_command), ("schema", schema_command)):
    app.command(name, cls=Command)(command)


def _print_version(requested: bool) -> None:
    if requested:
        found = package_versions(("sparse_cli", *COMPILER_PACKAGES))
        tools = ", ".join(f"{name} {found[name] or 'not installed'}" for name in ("jax", "jaxlib", "libtpu"))
        output.stdout.print(f"sparse-cli {found['sparse_cli'] or '(source tree)'} ({tools})", highlight=False)
        raise typer.Exit()


@app.callback()
def options(
    version: Annotated[bool, typer.Option("--version", metavar="", callback=_print_version, is_eager=True,
                                          help="Print the versions of sparse-cli, jax, jaxlib and libtpu, and exit.")] = False,
) -> None:
    """Plan, inspect and audit block-sparse attention for TPU."""


def main() -> None:
    output.streams_of_closed_descriptors()
    cpu_unless_accelerated()  # before any command starts jax's backends
    signal.signal(signal.SIGTERM, _terminated)
    with output.quiet_when_the_reader_leaves():
        app()


def _terminated(signum: int, frame) -> None:
    """SIGTERM (``timeout``, a CI runner's cancel): stop the compiler children, then exit as
    the signal would (128 + 15), cleaning up on the way out as an interrupt does."""
    CHILDREN.stop()
    raise SystemExit(128 + signum)
