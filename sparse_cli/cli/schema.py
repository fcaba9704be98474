"""`sparse-cli schema`: the JSON Schema of each document the commands read, for editors and validators."""

from typing import Annotated, Literal

import typer

from sparse_cli.cli import output
from sparse_cli.contract import contract_json_schema
from sparse_cli.contract.model import ModelDocument
from sparse_cli.contract.serving import ServingContract

DOCUMENTS = {"training": None, "serving": ServingContract, "model": ModelDocument}


def schema_command(
    document: Annotated[Literal[tuple(DOCUMENTS)], typer.Argument(  # type: ignore[valid-type]
        help="training: a mask contract; serving: a serving contract (its shape has a page_size); model: a model file (*.model.json).")] = "training",
) -> None:
    """Print the JSON Schema of a mask contract (or of a serving contract, or a model file)."""
    output.print_json(contract_json_schema(DOCUMENTS[document]))
