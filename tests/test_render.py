"""The block-map PNG is legible: every label inside the picture, no two titles on top of each
other, at any head count, name length and mask kind."""

import itertools

import numpy as np
import pytest

from sparse_cli.planner.plan import plan as make_plan
from tests.support.contracts import CONTRACTS, small_contract

matplotlib = pytest.importorskip("matplotlib")


def layout_problems(figure) -> list[str]:
    """Texts reaching outside the figure, and overlapping titles (panel titles, the figure's
    title, legend entries), as the saved PNG lays them out."""
    from matplotlib.text import Text

    renderer = figure.canvas.get_renderer()
    frame = figure.bbox.padded(0.5)
    texts = [t for t in figure.findobj(Text) if t.get_visible() and t.get_text().strip()]
    problems = [f"outside: {t.get_text()!r}" for t in texts if not frame.contains(*t.get_window_extent(renderer).min)
                or not frame.contains(*t.get_window_extent(renderer).max)]
    titles = [axis.title for axis in figure.axes if axis.title.get_text()] + [t for t in texts if t is getattr(figure, "_suptitle", None)]
    titles += [t for legend in figure.legends for t in legend.get_texts()]
    for a, b in itertools.combinations(titles, 2):
        one, other = a.get_window_extent(renderer), b.get_window_extent(renderer)
        if min(one.x1, other.x1) - max(one.x0, other.x0) > 1 and min(one.y1, other.y1) - max(one.y0, other.y0) > 1:
            problems.append(f"overlap: {a.get_text()!r} / {b.get_text()!r}")
    return problems


def saved_layout_problems(plan, tmp_path, monkeypatch) -> list[str]:
    """Draw ``plan``'s PNG and check the figure exactly as it was saved."""
    from matplotlib.figure import Figure

    from sparse_cli.render import write_png

    found: list[list[str]] = []
    save = Figure.savefig

    def checked_save(figure, *args, **kwargs):
        save(figure, *args, **kwargs)
        found.append(layout_problems(figure))

    monkeypatch.setattr(Figure, "savefig", checked_save)
    write_png(plan, tmp_path / "map.png")
    assert (tmp_path / "map.png").read_bytes()[:4] == b"\x89PNG"
    return found[0]


def windows(heads: int, distinct: int) -> dict:
    return {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 64 * (h % distinct + 1)} for h in range(heads)]}


RNG = np.random.default_rng(25)
CASES = [(1, 1, 128), (1, 1, 1), (5, 5, 90), (64, 16, 128)] + [
    (int(heads), int(RNG.integers(1, heads + 1)), int(RNG.integers(1, 129))) for heads in RNG.choice([2, 3, 7, 12, 20], 3, replace=False)]


@pytest.mark.parametrize("heads, distinct, name_length", CASES)
def test_labels_fit_at_any_head_count_and_name_length(heads, distinct, name_length, tmp_path, monkeypatch):
    mask = {"kind": "causal"} if distinct == 1 else windows(heads, distinct)
    document = small_contract(mask, q_len=1024, kv_len=1024, num_heads=heads) | {"name": ("n-" * 64)[:name_length].rstrip("-") or "n"}
    assert saved_layout_problems(make_plan(document), tmp_path, monkeypatch) == []


def test_explicit_masks_are_labelled_by_file_not_by_hash(tmp_path, monkeypatch):
    from sparse_cli.contract import load_contract
    from sparse_cli.masks.explicit import mask_document

    mask = mask_document(lambda b, h, q, kv: (q >= kv) & (q - kv < 64 * (h + 1)), tmp_path / "flex.npz", tmp_path, shape=(5, 512, 512))
    plan = make_plan(load_contract(small_contract(mask, q_len=512, kv_len=512, num_heads=5), mask_dir=tmp_path))
    assert saved_layout_problems(plan, tmp_path, monkeypatch) == []
    import matplotlib.pyplot as plt

    from sparse_cli.render import block_map_figure

    figure = block_map_figure(plan)
    titles = [axis.title.get_text() for axis in figure.axes if axis.title.get_text()]
    plt.close(figure)
    assert [title.replace("\n", " ") for title in titles] == [f"head {h}: explicit(flex-{h}.npz: 512x512 tokens)" for h in range(5)]


@pytest.mark.parametrize("path", [path for path in CONTRACTS if path.stem.split("-")[0] in ("hybrid", "eagle", "longformer", "packed")],
                         ids=lambda p: p.stem)
def test_shipped_contracts(path, tmp_path, monkeypatch):
    assert saved_layout_problems(make_plan(path), tmp_path, monkeypatch) == []
