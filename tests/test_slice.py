"""``verify --slice``: the real contract, at its real block sizes, windows and lengths, on a
slice of its queries, against float64; and ``--scale-down`` refusing a scale that turns a
window into another rule."""

import itertools
import json

import numpy as np
import pytest

import sparse_cli
from sparse_cli.planner.scale import MAX_SLICE_UNITS, slice_units
from tests.support import oracle
from tests.support.cli import invoke
from tests.support.contracts import CONTRACTS, contract_document, swept, write

WINDOW = {"kind": "sliding_window", "size": 700}


def row_kinds(classes: np.ndarray) -> list[tuple]:
    """Each q block row's tile classes as runs (empty runs counted once, visited ones up to
    two), written from the dense mask: the oracle of ``slice_units``."""
    return [tuple((int(cls), min(1 if cls == oracle.EMPTY else 2, len(list(run)))) for cls, run in itertools.groupby(row))
            for row in classes]


@pytest.mark.parametrize("mask, blocks", [
    (WINDOW, 128), ({"kind": "chunked_causal", "chunk": 384}, 128), ({"kind": "prefix_lm", "prefix": 300}, 256),
    ({"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "local", "left": 200, "right": 100}]}, 128),
])
def test_a_slice_holds_every_kind_of_row_first_and_last(mask, blocks):
    """Every distinct row of tiles of every head (from the dense mask) has a row in the slice,
    with the first and the last unit."""
    document = contract_document(mask, 2048, 2048, 2, name="slice", blocks=blocks)
    plan = sparse_cli.plan(sparse_cli.load_contract(document))
    units = slice_units(plan)
    classes = oracle.tile_classes(oracle.dense_mask(document), blocks, blocks)
    kinds = {kind for head in classes for kind in row_kinds(head)}
    covered = {kind for head in classes for row, kind in enumerate(row_kinds(head)) if row in units}
    assert units[0] == 0 and units[-1] == plan.contract.num_q_blocks - 1 and len(units) <= MAX_SLICE_UNITS
    assert covered == kinds, (units, kinds - covered)


def test_verify_slice_runs_the_real_blocks_on_a_slice_and_passes(tmp_path):
    """Real 256-token blocks and a 700-token window over 4096 tokens (GQA, soft cap, sinks),
    forward and gradients, on the slice's rows only."""
    document = contract_document(WINDOW, 4096, 4096, 4, 2, name="real-window", blocks=256, dtype="float32", softcap=20.0,
                                 sinks=True, backend="pallas")
    result = invoke("verify", write(tmp_path, document), "--slice", "--grads", "--seed", "3", "--json")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["checked_contract"]["blocks"] == {"block_q": 256, "block_kv": 256}
    assert verdict["checked_contract"]["shape"]["q_len"] == 4096 and verdict["checked_contract"]["mask"] == WINDOW
    assert verdict["q_ranges"][0] == [0, 256] and verdict["q_ranges"][-1] == [3840, 4096]
    assert {e["tensor"] for e in verdict["errors"]} == {"out", "dq", "dk", "dv", "dsinks"}


def test_verify_slice_fails_on_a_kernel_that_widens_the_window_by_one(tmp_path, monkeypatch):
    """A planted off-by-one in the kernels' window bound (one more key on the left) is caught on
    the slice: its window-edge rows are in it."""
    import sparse_cli.backends.kernel_core.token_mask as mask

    original = mask.within_window
    monkeypatch.setattr(mask, "within_window", lambda delta, left, right: original(delta, None if left is None else left + 1, right))
    document = contract_document(WINDOW, 2048, 2048, 2, name="planted", blocks=256, dtype="float32", backend="pallas")
    result = invoke("verify", write(tmp_path, document), "--slice", "--json")
    assert result.exit_code == 1, result.output
    assert not json.loads(result.stdout)["passed"]


def test_scale_down_names_a_window_it_turns_into_another_rule_and_refuses_one_it_collapses(tmp_path):
    """gpt-oss's one-block window of 128 tokens at 1/64 of its length is 2 tokens of a 128-token
    block: checked, but named loudly (and in the verdict), pointing at --slice; a 64-token
    window at 1/64 would be a single token: refused."""
    document = contract_document({"kind": "sliding_window", "size": 128}, 32768, 32768, 2, name="oss", blocks=128)
    result = invoke("verify", write(tmp_path, document), "--scale-down", "512", "--json")
    assert result.exit_code == 0, result.output
    warning = " ".join(result.stderr.split())
    assert "sliding_window(128) becomes sliding_window(2)" in warning and "--slice" in warning
    assert json.loads(result.stdout)["rule_changes"] == ["sliding_window(128) becomes sliding_window(2) (blocks 128x128 become 128x128)"]
    document["mask"]["size"] = 64
    refused = invoke("verify", write(tmp_path, document), "--scale-down", "512")
    assert refused.exit_code == 2 and "sliding_window(64) becomes sliding_window(1)" in " ".join(refused.stderr.split())


def test_a_stored_mask_without_partial_blocks_runs_full_tiles_in_bounds(tmp_path):
    """A mask given as data whose tiles are all full (BigBird's blocks at its block size) stores
    no partial block: a run of full tiles must not step its mask index past the stored blocks
    (the interpreter raises on that read; on a TPU it is a DMA out of bounds). Found by
    ``verify --slice`` of contracts/bigbird-itc-4096.json at its real 128-token blocks."""
    from sparse_cli.masks.explicit import mask_document

    blocks = np.tril(np.ones((4, 4), bool)) | (np.arange(4)[None, :] == 0)  # block causal, a global first block
    mask = mask_document(np.kron(blocks, np.ones((128, 128), bool)), tmp_path / "blocks.npz", tmp_path)
    document = contract_document(mask, 512, 512, 2, name="stored-full", blocks=128, backend="pallas")
    result = invoke("verify", write(tmp_path, document), "--grads", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["passed"]


@pytest.mark.slow
@pytest.mark.parametrize("path", [swept(path) for path in CONTRACTS])
def test_every_shipped_contract_verifies_on_a_slice_at_its_real_size(path):
    result = invoke("verify", path, "--slice", "--json")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["q_ranges"]
