"""Human output on narrow terminals: no contract name or value is split across lines."""

import io
import re

import pytest
from rich.console import Console
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.layout import Fitted, Phrases
from sparse_cli.contract import load_contract
from sparse_cli.contract.model import load_model
from tests.support.cli import invoke, terminal_columns
from tests.support.contracts import CONTRACTS, MODELS, ROOT

#: The shipped contracts planned from their layout alone (runtime contracts sample batches: slow).
STATIC = [path for path in CONTRACTS if load_contract(path).runtime_kind is None]
UNITS = r"(?:B|KiB|MiB|GiB|ms|s|%|TFLOP/s)\b"
BOX = "│┃║─━═╭╮╰╯┏┓┗┛┡┩└┘┌┐├┤┼╇╈╋ "


def split_tokens(text: str, columns: int, names: tuple[str, ...] | list[str] = ()) -> list[str]:
    """Line breaks that split a value: a number from its unit, a label from its number (a break
    after punctuation is fine), or a line wider than the terminal; and ``names`` (of the
    contracts shown) not whole on one line."""
    lines = [line.strip(BOX) for line in text.splitlines()]
    found = [f"line {n} is {len(line)} columns wide" for n, line in enumerate(text.splitlines()) if len(line) > columns]
    for before, after in zip(lines, lines[1:]):
        if re.search(r"\d$", before) and re.match(UNITS, after) or re.search(r"[A-Za-z]$", before) and re.match(r"\d", after):
            found.append(f"{before[-20:]!r} / {after[:20]!r}")
    return found + [f"{name} split" for name in names if not any(name in line for line in lines)]


def test_phrases_break_only_between_phrases():
    console = Console(width=30, record=True, file=io.StringIO())
    console.print(Phrases("fits: dkv 20.0 KiB, fwd/dq 2.5 KiB per launch, budget 1.0 MiB (v5e)"))
    assert console.export_text().splitlines() == ["fits: dkv 20.0 KiB,", "fwd/dq 2.5 KiB per launch,", "budget 1.0 MiB (v5e)"]
    console.print(Phrases("contract changed: mask.size: 4096 -> 2048"))
    assert console.export_text().splitlines()[-2:] == ["contract changed:", "mask.size: 4096 -> 2048"]


@pytest.mark.parametrize("width", [40, 58, 59, 200])
def test_a_table_too_wide_becomes_records(width):
    """Drawn as a table from its natural width (59 columns) up, as records below it."""
    table = Table(title="Plans: every contract, one row each")
    for column in ("contract", "SMEM", "fwd"):
        table.add_column(column)
    table.add_row("gpt-oss-20b-sliding-sinks-32k", "fits 20.0 KiB", "14.1 ms")
    table.add_row("bigbird-itc-4096", "fits 1.2 KiB", "1.9 ms")
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(Fitted(table))
    text = console.export_text()
    assert not split_tokens(text, width, ["gpt-oss-20b-sliding-sinks-32k", "bigbird-itc-4096"]), text
    assert ("┃ contract" in text) == (width >= 59) and "bigbird-itc-4096" in text and "1.9 ms" in text


@pytest.mark.parametrize("columns", [80, 60])
def test_plan_and_classify_output_keeps_names_and_values_whole(columns, tmp_path, monkeypatch):
    terminal_columns(monkeypatch, columns)
    runs = [invoke("plan", *STATIC, *MODELS, "-o", tmp_path / "plans"), invoke("classify", *STATIC, *MODELS)]
    names = [load_contract(path).name for path in STATIC] + [layer.contract.name for model in MODELS for layer in load_model(model).layers]
    for result in runs:
        assert result.exit_code == 0, result.output
        assert not split_tokens(result.stdout, columns, names), result.stdout
    for path in STATIC:
        result = invoke("classify", path, "--width", 16)
        assert result.exit_code == 0, result.output
        assert not split_tokens(result.stdout, columns, [load_contract(path).name]), result.stdout


@pytest.mark.parametrize("command", [["compile"], ["verify", "--scale-down", "512"], ["run", "--scale-down", "512", "--steps", "1", "--warmup", "0"]],
                         ids=lambda c: c[0])
def test_compile_verify_and_run_output_keeps_names_and_values_whole(command, tmp_path, monkeypatch):
    terminal_columns(monkeypatch, 60)
    monkeypatch.chdir(tmp_path)
    path = ROOT / "contracts" / "gpt-oss-20b-sliding-sinks-32k.json"
    result = invoke(command[0], path, *command[1:])
    assert result.exit_code == 0, result.output
    assert not split_tokens(result.stdout, 60, [load_contract(path).name]), result.stdout


@pytest.mark.parametrize("width", [60, 80])
def test_progress_descriptions_are_never_cut(width, monkeypatch):
    console = Console(width=width, record=True, force_terminal=True, file=io.StringIO())
    monkeypatch.setattr(output, "stderr", console)
    description = "llama3-8b-causal-32k-tuned-blocks: running splash with gradients and the float64 reference"
    progress = output.Output(json_mode=False).progress()
    progress.add_task(description, total=None)
    console.print(progress.get_renderable())
    text = console.export_text()
    assert " ".join(text.split()).startswith(description) and "…" not in text and not split_tokens(text, width)
