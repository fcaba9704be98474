"""Block-map pictures of a plan, drawn from its worklists (what the kernel will visit).

Maps are downsampled: each picture cell aggregates a rectangle of tiles, counted straight from
the forward worklists, so a million-token plan is drawn without building its dense tile grid.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from sparse_cli.files import staged_file
from sparse_cli.masks import BlockClass
from sparse_cli.planner.plan import Plan

#: Cell codes of a downsampled map: a tile class, or a cell that mixes full and empty tiles.
EMPTY, PARTIAL, FULL = BlockClass.EMPTY, BlockClass.PARTIAL, BlockClass.FULL
MIXED = max(BlockClass) + 1
LEGEND = {
    EMPTY: ("·", "grey50", "empty (skipped)"),
    PARTIAL: ("▒", "yellow", "partial (token mask applied)"),
    FULL: ("█", "green", "full (no mask)"),
    MIXED: ("░", "cyan", "full and empty tiles in one cell"),
}


def tile_counts(plan: Plan, mask_id: int, rows: int, cols: int) -> np.ndarray:
    """``[rows, cols, 3]`` counts of empty/partial/full tiles of one distinct mask per cell."""
    wl = plan.fwd
    head_row = 0 if plan.shared_heads else plan.head_masks.index(mask_id)
    nq, nk = plan.stats.num_q_blocks, plan.stats.num_kv_blocks
    classes = wl.block_mask[head_row].astype(np.int64)
    q_block = np.broadcast_to(np.arange(nq)[:, None], classes.shape)
    visited = classes != BlockClass.EMPTY
    cell_row = q_block[visited] * rows // nq
    cell_col = wl.data_next[head_row][visited].astype(np.int64) * cols // nk
    cell = (cell_row * cols + cell_col) * 3 + classes[visited]
    counts = np.bincount(cell, minlength=rows * cols * 3).reshape(rows, cols, 3)
    tiles_per_row = np.bincount(np.arange(nq) * rows // nq, minlength=rows)
    tiles_per_col = np.bincount(np.arange(nk) * cols // nk, minlength=cols)
    counts[..., EMPTY] = np.outer(tiles_per_row, tiles_per_col) - counts[..., PARTIAL] - counts[..., FULL]
    return counts


def cell_codes(counts: np.ndarray) -> np.ndarray:
    """One code per cell: any partial tile wins, then pure full / pure empty, else MIXED."""
    has = counts > 0
    return np.select(
        [has[..., PARTIAL], has[..., FULL] & ~has[..., EMPTY], ~has[..., FULL]],
        [PARTIAL, FULL, EMPTY],
        MIXED,
    )


def map_size(plan: Plan, max_cols: int, max_rows: int, cell_aspect: float) -> tuple[int, int]:
    """Picture rows/cols keeping the tile grid's proportions (cells are ``cell_aspect`` tall)."""
    nq, nk = plan.stats.num_q_blocks, plan.stats.num_kv_blocks
    cols = max(1, min(nk, max_cols))
    rows = max(1, min(nq, max_rows, round(nq * cols / nk / cell_aspect)))
    return rows, cols


def mask_groups(plan: Plan) -> list[tuple[int, list[int]]]:
    """Each distinct mask with the heads that use it."""
    return [(m, [h for h, hm in enumerate(plan.head_masks) if hm == m]) for m in range(len(plan.masks))]


def heads_label(heads: list[int]) -> str:
    if len(heads) > 1 and heads == list(range(heads[0], heads[-1] + 1)):
        return f"heads {heads[0]}–{heads[-1]}"
    return ("head " if len(heads) == 1 else "heads ") + ", ".join(map(str, heads))


#: The first bytes of every PNG file: a ``--png`` path may replace only a file that starts with them.
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: Resolution of the PNG, and the size of one panel in inches (smaller when there are many).
DPI = 110
PANEL_INCHES, SMALL_PANEL_INCHES = 3.6, 2.6
#: Narrowest figure: room for the legend and the contract's title beside a single panel.
MIN_FIGURE_INCHES = 6.4
COLOURS = {EMPTY: "#f2f2f2", PARTIAL: "#f2c14e", FULL: "#2e8b57", MIXED: "#8fd3c1"}


def write_png(plan: Plan, path: str | Path, max_pixels: int = 1024) -> Path:
    """A labelled block-map image, one panel per distinct mask; needs matplotlib."""
    figure = block_map_figure(plan, max_pixels)  # first: its ImportError says how to get matplotlib
    import matplotlib.pyplot as plt

    path = Path(path)
    try:
        with staged_file(path, "wb") as handle:
            figure.savefig(handle, format="png", dpi=DPI)
    finally:
        plt.close(figure)
    return path


def block_map_figure(plan: Plan, max_pixels: int = 1024):
    """The block maps as a matplotlib figure, laid out: panels in a near-square grid, each
    title wrapped to its panel's width (names and mask descriptions of any length), the
    legend in as many columns as fit the figure."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.colors import ListedColormap
        from matplotlib.patches import Patch
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        raise ImportError("--png needs matplotlib: pip install 'tpu-sparse-cli[png]'") from None

    groups = mask_groups(plan)
    columns = min(len(groups), max(4, math.ceil(math.sqrt(len(groups)))))
    panel_rows = -(-len(groups) // columns)
    panel = PANEL_INCHES if len(groups) <= 16 else SMALL_PANEL_INCHES
    figure = plt.figure(figsize=(max(MIN_FIGURE_INCHES, panel * columns), panel * 1.2 * panel_rows + 1.2), dpi=DPI, layout="constrained")
    axes = figure.subplots(panel_rows, columns, squeeze=False)
    nq, nk = plan.stats.num_q_blocks, plan.stats.num_kv_blocks
    rows, cols = map_size(plan, max_pixels, max_pixels, cell_aspect=1.0)
    titles = []
    for axis, (mask_id, heads) in zip(axes.flat, groups):
        codes = cell_codes(tile_counts(plan, mask_id, rows, cols))
        axis.imshow(codes, cmap=ListedColormap([COLOURS[c] for c in range(4)]), vmin=0, vmax=3,
                    interpolation="nearest", extent=(0, nk, nq, 0), aspect="auto")
        titles.append((axis.set_title("", fontsize=9), f"{heads_label(heads)}: {plan.stats.heads[heads[0]].description}", axis))
        axis.set_xlabel("kv block", fontsize=8)
        axis.set_ylabel("q block", fontsize=8)
        axis.tick_params(labelsize=7)
        for ax in (axis.xaxis, axis.yaxis):
            ax.set_major_locator(MaxNLocator(integer=True))  # block indices, even for a grid of one block
    for axis in list(axes.flat)[len(groups):]:
        axis.axis("off")
    c = plan.contract
    suptitle = figure.suptitle("", fontsize=10)
    handles = [Patch(color=COLOURS[k], label=LEGEND[k][2]) for k in LEGEND]
    renderer = figure.canvas.get_renderer()
    figure_width = figure.bbox.width
    for ncol in (4, 2, 1):  # the widest legend that fits
        legend = figure.legend(handles=handles, loc="outside lower center", ncol=ncol, fontsize=8, frameon=False)
        if legend.get_window_extent(renderer).width <= 0.95 * figure_width or ncol == 1:
            break
        legend.remove()
    figure.canvas.draw()  # lays the panels out: each title then wraps to its panel's width
    for text, content, axis in titles:
        text.set_text(_wrapped(content, text, axis.get_window_extent(renderer).width, renderer))
    bound = f" ({c.runtime_kind}: the static bound every batch stays within)" if c.runtime_kind else ""
    suptitle.set_text(_wrapped(f"{c.name}: q {c.shape.q_len:,} × kv {c.shape.kv_len:,}, blocks {c.blocks.block_q}×{c.blocks.block_kv}, "
                               f"tile density {plan.stats.block_density:.3f}{bound}", suptitle, 0.95 * figure_width, renderer))
    return figure


def _wrapped(content: str, text, width: float, renderer) -> str:
    """``content`` in lines no wider than ``width`` pixels in ``text``'s font: broken at spaces,
    and a word wider than a line (a long contract name, a file name) broken where it must."""
    def fits(line: str) -> bool:
        text.set_text(line)
        return text.get_window_extent(renderer).width <= width

    lines: list[str] = []
    for word in content.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and fits(joined):
            lines[-1] = joined
            continue
        while word and not fits(word):  # the longest head that fits, ending at a '-' or '_' if one does
            heads = [n for n in range(len(word) - 1, 0, -1) if fits(word[:n])] or [1]
            cut = next((n for n in heads if word[n - 1] in "-_."), heads[0])
            lines.append(word[:cut])
            word = word[cut:]
        if word:
            lines.append(word)
    return "\n".join(lines)


def terminal_map(plan: Plan, mask_id: int, max_cols: int, max_rows: int = 40):
    """A rich Text block map of one distinct mask (terminal cells are about twice as tall)."""
    from rich.text import Text

    rows, cols = map_size(plan, max_cols, max_rows, cell_aspect=2.0)
    codes = cell_codes(tile_counts(plan, mask_id, rows, cols))
    text = Text(no_wrap=True, overflow="crop")
    for index, line in enumerate(codes):
        if index:
            text.append("\n")
        for code in line:
            glyph, style, _ = LEGEND[int(code)]
            text.append(glyph, style=style)
    return text


def legend_text():
    """The block map's legend: one entry per glyph, laid out so no entry breaks across lines on
    a narrow terminal (or an 80-column CI log)."""
    from rich.columns import Columns
    from rich.text import Text

    return Columns([Text.assemble((f"{glyph} ", style), meaning) for glyph, style, meaning in LEGEND.values()], padding=(0, 3))
