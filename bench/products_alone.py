"""What a forward tile's two products alone take, by the TPU compiler's own schedule: for each
contract and chip of a schedule bench's rows (``schedule_bench.py --json``), one Pallas kernel
that computes only the full tile's products — q.k in the forward kernel's row groups, the
scores cast to the inputs' dtype, p.v; no softmax, no mask, no state — compiled deviceless, its
bundles beside ours and Splash's per tile. A forward tile computes those products and more, so
where they alone take longer than 0.65x of Splash's visited steps (one a stacked head), no tile
of ours reaches 0.65x of Splash's by its speed: a program does only by visiting less.

    python bench/schedule_bench.py --json rows.json
    python bench/products_alone.py rows.json [--markdown table.md]

Every figure is the compiler's static schedule (no DMA stalls, no pipeline bubbles), not a
measurement. "ours at products alone" scales the whole forward program by its full tile's
share (products alone / full tile): an estimate, not a bound (a patterned tile's products are
fewer, a step's work is none of them).
"""

from __future__ import annotations

import argparse
import glob
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).parent))
from mxu_rate import kernel_schedule  # sets libtpu's dump flags before jax loads

from sparse_cli.artifacts import ArtifactError
from sparse_cli.audit.cycles import SCHEDULE_NOTE
from sparse_cli.backends.pallas.buffers import forward_group_rows
from sparse_cli.contract import ContractError, MaskContract
from sparse_cli.sources import Reading, source_at

HEADERS = ["contract", "chip", "tile: heads x rows x keys, dims", "products alone", "full tile: ours", "visited steps: Splash",
           "ours / Splash, a tile", "products alone / Splash, a tile", "fwd cycles: ours / Splash", "ours at products alone (est.)"]


def products_alone(target: str, rows: int, group: int, keys: int, head_dim: int, value_dim: int, dtype: str) -> float:
    """Scheduled cycles of a kernel computing a tile's q.k and p.v alone, ``group`` rows at a time."""
    import jax
    import jax.numpy as jnp

    from sparse_cli.backends.kernel_core.mxu import dot

    def kernel(q_ref, k_ref, v_ref, o_ref):
        for first in range(0, rows, group):
            scores = dot(q_ref[first:first + group], k_ref[...], 1, 1)
            o_ref[first:first + group] = dot(scores.astype(v_ref.dtype), v_ref[...], 1, 0)

    schedule = kernel_schedule(target, "products_alone", kernel, jax.ShapeDtypeStruct((rows, value_dim), jnp.float32),
                               [((rows, head_dim), dtype), ((keys, head_dim), dtype), ((keys, value_dim), dtype)])
    cycles = schedule.path(0, len(schedule.bundles) - 1, longest=True)
    if cycles is None:
        raise RuntimeError(f"no path through the products' kernel on {target}")
    return cycles


def _forward_tile(program: dict) -> tuple[float | None, int]:
    """A program's forward kernel's visited tile (ours: a full one; Splash: a visited step) and
    the query heads it stacks."""
    kernel = next((k for k in program.get("kernels", []) if "_fwd" in k["name"]), None)
    if kernel is None:
        return None, 1
    return kernel["paths"].get("full_tile", kernel["paths"].get("visited_step")), (kernel.get("work") or {}).get("tile_heads", 1)


def row_cells(row: dict, contract: MaskContract) -> list[str] | None:
    """One table row: the products alone of ``row``'s forward tile beside ours and Splash's."""
    ours = row["backends"]["pallas"].get("fwd", {})
    splash = row["backends"].get("splash", {})
    theirs = splash.get("fwd", {}) if "refused" not in splash else {}
    (full, heads), (step, _) = _forward_tile(ours), _forward_tile(theirs)
    if not full:
        return None
    contract = contract.model_copy(update={"target": row["target"]})
    s, (block_q, block_kv) = contract.shape, contract.blocks.of("fwd")
    alone = products_alone(row["target"], heads * block_q, forward_group_rows(contract, heads), block_kv, s.head_dim, s.value_dim, s.dtype)
    steps = step * heads if step else None
    share = lambda x, y: "—" if not x or not y else f"{x / y:.2f}×"
    program = ours["scheduled_cycles"] / theirs["scheduled_cycles"] if theirs.get("scheduled_cycles") else None
    return [row["contract"], row["target"], f"{heads} x {block_q:,} x {block_kv:,}, {s.head_dim}/{s.value_dim}", f"{alone:,.0f}",
            f"{full:,.0f} ({full / alone:.2f}×)", "—" if steps is None else f"{steps:,.0f}", share(full, steps),
            share(alone, steps), "Splash refuses" if "refused" in splash else "—" if program is None else f"{program:.2f}×",
            "—" if program is None else f"{program * alone / full:.2f}×"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", type=Path, help="a schedule bench's --json")
    parser.add_argument("--contracts", nargs="*", default=None, help="where the rows' contracts are (default contracts/*.json)")
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args()
    console = Console(stderr=True)
    contracts = {}
    for path in sorted(args.contracts if args.contracts is not None else glob.glob("contracts/*.json")):
        try:
            contract = source_at(Path(path), Reading(serving=False)).contract
        except (ContractError, ArtifactError):  # a model file or a serving contract
            continue
        contracts[contract.name] = contract
    table_rows = []
    for row in json.loads(args.rows.read_text()):
        if row["contract"] not in contracts:
            console.print(f"skipped {row['contract']}: not among the contracts read")
            continue
        cells = row_cells(row, contracts[row["contract"]])
        if cells:
            table_rows.append(cells)
            console.print(f"  {row['contract']} on {row['target']}")
    table = Table(title=f"A forward tile's products alone — {SCHEDULE_NOTE}", title_justify="left")
    for header in HEADERS:
        table.add_column(header, justify="left" if header in ("contract", "chip", HEADERS[2]) else "right")
    for cells in table_rows:
        table.add_row(*cells)
    Console(width=240).print(table)  # logs and pipes must not fold it
    if args.markdown:
        lines = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)] + ["| " + " | ".join(cells) + " |" for cells in table_rows]
        args.markdown.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
