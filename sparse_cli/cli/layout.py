"""Terminal layout that never splits a name or a value across lines.

Rich wraps at any space, so ``budget 1.0 MiB`` could end a line at ``1.0``, and folds a column
narrower than a contract name mid-word. Here prose wraps only between phrases (after ``,``,
``;`` or a heading's ``:``), and a table too wide to show its rows unbroken prints each row as a
record.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

#: Where a line may break: after a comma or semicolon (not inside 32,768), after a colon unless
#: a number follows (``mask.size: 4096`` is one value), or at a double space.
_PHRASE_BREAK = re.compile(r"(?<=[,;]) +|(?<=:) +(?=\D)|  +")
#: Where a phrase wider than the line may break: at a space, unless a number or a unit follows
#: (``1.0 MiB``, ``kv 32,768`` and ``in 128x128 blocks`` stay whole).
_WORD_BREAK = re.compile(r" +(?![\d(]|(?:B|KiB|MiB|GiB|TiB|ms|us|ns|s|x|%)(?:\W|$))")
#: A width no table reaches: its natural width is measured at this width.
_UNBOUNDED = 1 << 16


def _text(content: object) -> Text:
    """A ready ``Text``, or anything else as rich markup (as ``Console.print`` reads a string)."""
    return content if isinstance(content, Text) else Text.from_markup(str(content))


def _pieces(text: Text, breaks: re.Pattern) -> list[Text]:
    return list(text.divide(match.end() for match in breaks.finditer(text.plain)))


def _packed(pieces: list[Text], width: int) -> list[Text]:
    """Lines of whole pieces, as many on each as fit ``width`` (a piece alone may not fit)."""
    lines, line = [], Text()
    for piece in pieces:
        if line.plain and cell_len(line.plain + piece.plain.rstrip()) > width:
            line.rstrip()
            lines.append(line)
            line = Text()
        line.append_text(piece)
    line.rstrip()
    return [*lines, line]


class Phrases:
    """Markup text that wraps only between phrases; a phrase wider than the whole width wraps
    between its words, never before a number or unit (a single word wider than that folds)."""

    def __init__(self, content: object):
        self.text = _text(content)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        paragraphs = self.text.split("\n")
        longest = max((cell_len(p.plain.rstrip()) for paragraph in paragraphs for p in _pieces(paragraph, _PHRASE_BREAK)), default=0)
        return Measurement(longest, max(cell_len(p.plain) for p in paragraphs)).clamp(max_width=options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lines = [narrow for paragraph in self.text.split("\n") for line in _packed(_pieces(paragraph, _PHRASE_BREAK), width)
                 for narrow in (_packed(_pieces(line, _WORD_BREAK), width) if cell_len(line.plain) > width else [line])]
        yield Text("\n", style=self.text.style).join(lines)


class Fitted:
    """A table drawn as it is when its rows fit the width unbroken; otherwise each row becomes
    a record: its first cell on a line of its own, then the other columns as ``header value``
    phrases. Title and caption wrap as phrases either way."""

    def __init__(self, table: Table):
        self.table = table
        self.title, self.caption = table.title, table.caption
        table.title = table.caption = None

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        table = self.table
        if self.title:
            yield Phrases(Text.assemble(_text(self.title), style="table.title"))
        if Measurement.get(console, options.update_width(_UNBOUNDED), table).maximum <= options.max_width:
            yield table
        else:
            columns = table.columns
            rows = [list(row) for row in zip(*(column.cells for column in columns))]
            if table.show_footer:
                rows.append([column.footer for column in columns])
            for first, *rest in rows:
                title = _text(first)
                if title.plain.isdigit():  # a bare number (a head) means nothing without its header
                    title = Text(" ").join((_text(columns[0].header), title))
                yield Phrases(Text.assemble(title, style="bold"))
                fields = [Text(" ").join(part for part in (_text(column.header), _text(cell)) if part.plain)
                          for column, cell in zip(columns[1:], rest) if str(cell)]
                yield Padding(Phrases(Text(", ").join(fields)), (0, 0, 0, 2))
        if self.caption:
            yield Phrases(Text.assemble(_text(self.caption), style="table.caption"))


class Facts:
    """Labelled lines — a label, then its value as phrases — as summaries show them."""

    def __init__(self) -> None:
        self.grid = Table.grid(padding=(0, 2))
        self.grid.add_column(style="bold", no_wrap=True)
        self.grid.add_column(overflow="fold")  # a value wider than the terminal (a long name) wraps, never cut

    def add_row(self, label: str, value: object) -> None:
        self.grid.add_row(label, Phrases(value))

    def __rich__(self) -> Table:
        return self.grid
