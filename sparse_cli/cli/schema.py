"""`sparse-cli schema`: the contract's JSON Schema, for editors and validators."""

from sparse_cli.cli import output
from sparse_cli.contract import contract_json_schema


def schema_command() -> None:
    """Print the JSON Schema of a mask contract."""
    output.print_json(contract_json_schema())
