"""The README's command table and every command line it shows, checked against the real CLI:
each command has a row naming every flag it takes (and none it does not), every example parses
with the command's own parser, names files that exist, and the fast ones run."""

import glob
import re
import shlex

import pytest
import typer

from sparse_cli.cli.app import app
from tests.support.cli import invoke
from tests.support.contracts import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
CLI = typer.main.get_command(app)
COMMANDS = sorted(CLI.commands)  # type: ignore[attr-defined]
#: Examples that run here in a few seconds each (the lock check runs in CI itself).
RUN = ("plan", "classify", "schema")
#: The parser's usage error (click's, which typer may carry vendored).
UsageError = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


def table_rows() -> dict[str, str]:
    """``{command: synopsis}`` from the rows of the command table."""
    rows = re.findall(r"^\| `sparse-cli ([a-z]+)([^`]*)` \|", README, flags=re.MULTILINE)
    return dict(rows)


def examples() -> list[str]:
    """Every ``sparse-cli`` command line in a code block or an inline code span (not the table's
    synopses, which name placeholders such as ``CONTRACT``)."""
    lines = []
    for block in re.findall(r"^```[a-z]*\n(.*?)^```", README, flags=re.MULTILINE | re.DOTALL):
        lines += [line.split("#")[0] for line in block.splitlines()]
    lines += re.findall(r"`([^`\n]*sparse-cli [^`\n]*)`", README)
    found = []
    for line in lines:
        match = re.search(r"(?:^|[\s/])sparse-cli (\S.*)$", line.strip())
        if match and not re.search(r"\b[A-Z]{2,}\b|\.\.\.", match.group(1)):
            found.append(match.group(1).strip())
    return found


def options(command) -> dict[str, set[str]]:
    """Each option of ``command`` by its long name, with every name it answers to."""
    return {max(param.opts, key=len): set(param.opts) for param in command.params if param.opts[0].startswith("-")
            and "--help" not in param.opts}


@pytest.mark.parametrize("name", COMMANDS)
def test_the_command_table_names_every_flag_of_every_command(name):
    rows = table_rows()
    assert name in rows, f"the README's command table has no row for `sparse-cli {name}`"
    written = set(re.findall(r"(?<![\w-])--?[a-z][a-z-]*", rows[name]))
    taken = options(CLI.commands[name])  # type: ignore[attr-defined]
    left_out = sorted(option for option, names in taken.items() if not names & written)
    assert not left_out, f"`sparse-cli {name}` takes {left_out}, which its README row leaves out"
    unknown = sorted(written - set().union(*taken.values()))
    assert not unknown, f"the README row of `sparse-cli {name}` names {unknown}, which it does not take"


def test_the_readme_shows_examples_of_the_main_commands():
    assert {line.split()[0] for line in examples()} >= {"plan", "classify", "compile", "verify"}


@pytest.mark.parametrize("line", examples())
def test_every_readme_example_parses_names_existing_files_and_the_fast_ones_run(line, tmp_path, monkeypatch):
    words = shlex.split(line)
    expanded = []
    for word in words:
        if word.startswith(("contracts/", "fixtures/")):
            # MODEL.json:LAYER names one layer of a model file: the file must exist
            path = word if glob.glob(str(ROOT / word)) or ":" not in word else word.rsplit(":", 1)[0]
            matches = sorted(glob.glob(str(ROOT / path)))
            assert matches, f"`sparse-cli {line}` names {word}, which does not exist"
            expanded += [match + word[len(path):] for match in matches]
        else:
            expanded.append(word)
    name, args = expanded[0], expanded[1:]
    if name.startswith("-"):  # an option of sparse-cli itself (--version, --install-completion): never run here
        assert name in set().union(*options(CLI).values()), f"`sparse-cli {line}`: no option {name}"
        return
    assert name in COMMANDS, f"`sparse-cli {line}`: no command {name!r}"
    try:
        CLI.commands[name].make_context(name, list(args))  # type: ignore[attr-defined]
    except UsageError as error:
        pytest.fail(f"`sparse-cli {line}` does not parse: {error.format_message()}")
    if name in RUN:
        monkeypatch.chdir(tmp_path)  # plan writes under plans/ of the working directory
        result = invoke(*expanded, *(["--no-cache"] if name in ("plan", "classify") else []))
        assert result.exit_code == 0, f"`sparse-cli {line}`: {result.output}"
