"""``python -m sparse_cli``: the ``sparse-cli`` command, where the entry point is not on PATH."""

from sparse_cli.cli.app import main

main()
