"""The `sparse-cli` command line: one module per subcommand, one output layer."""
