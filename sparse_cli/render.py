"""Block-map pictures of a plan, drawn from its worklists (what the kernel will visit).

Maps are downsampled: each picture cell aggregates a rectangle of tiles, counted straight from
the forward worklists, so a million-token plan is drawn without building its dense tile grid.
"""

from __future__ import annotations

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


def write_png(plan: Plan, path: str | Path, max_pixels: int = 1024) -> Path:
    """A labelled block-map image, one panel per distinct mask; needs matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.colors import ListedColormap
        from matplotlib.patches import Patch
    except ImportError:
        raise ImportError("--png needs matplotlib: pip install 'tpu-sparse-cli[png]'") from None

    colours = {EMPTY: "#f2f2f2", PARTIAL: "#f2c14e", FULL: "#2e8b57", MIXED: "#8fd3c1"}
    groups = mask_groups(plan)
    columns = min(len(groups), 4)
    panel_rows = -(-len(groups) // columns)
    figure, axes = plt.subplots(panel_rows, columns, figsize=(4.2 * columns, 4.4 * panel_rows), squeeze=False)
    nq, nk = plan.stats.num_q_blocks, plan.stats.num_kv_blocks
    rows, cols = map_size(plan, max_pixels, max_pixels, cell_aspect=1.0)
    for axis, (mask_id, heads) in zip(axes.flat, groups):
        codes = cell_codes(tile_counts(plan, mask_id, rows, cols))
        axis.imshow(codes, cmap=ListedColormap([colours[c] for c in range(4)]), vmin=0, vmax=3,
                    interpolation="nearest", extent=(0, nk, nq, 0), aspect="auto")
        axis.set_title(f"{heads_label(heads)}\n{plan.masks[mask_id].describe()}", fontsize=9)
        axis.set_xlabel("kv block")
        axis.set_ylabel("q block")
    for axis in list(axes.flat)[len(groups):]:
        axis.axis("off")
    c = plan.contract
    figure.suptitle(
        f"{c.name}: q {c.shape.q_len} × kv {c.shape.kv_len}, blocks {c.blocks.block_q}×{c.blocks.block_kv}, "
        f"density {plan.stats.block_density:.3f}",
        fontsize=10,
    )
    figure.legend(handles=[Patch(color=colours[k], label=LEGEND[k][2]) for k in LEGEND], loc="lower center",
                  ncol=4, fontsize=8, frameon=False)
    figure.tight_layout(rect=(0, 0.05, 1, 0.95))
    path = Path(path)
    try:
        with staged_file(path, "wb") as handle:
            figure.savefig(handle, format="png", dpi=110)
    finally:
        plt.close(figure)
    return path


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
