"""Plan artifacts: round trip, integrity checks, atomic writes and the plan cache."""

import json

import numpy as np
import pytest

import sparse_cli
import sparse_cli.artifacts
from sparse_cli.artifacts import (
    MANIFEST,
    WORKLISTS,
    ArtifactError,
    load_plan,
    save_plan,
)
from sparse_cli.plan_cache import PlanCache, cached_plan
from sparse_cli.report.scheduled import ScheduleCache
from tests.support.contracts import small_contract

NPZ_KEYS = {f"{p}_{a}" for p in ("fwd", "dkv") for a in ("block_mask", "data_next", "mask_next", "partial_mask_blocks")}


@pytest.fixture
def plan():
    mask = {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 200}, {"kind": "prefix_lm", "prefix": 300}]}
    return sparse_cli.plan(small_contract(mask, q_len=700, kv_len=900, block_q=64))


def assert_same_plan(a, b):
    assert a.contract == b.contract and a.stats == b.stats and a.head_masks == b.head_masks
    for name in ("fwd", "dkv"):
        for key, array in getattr(a, name).arrays().items():
            other = getattr(getattr(b, name), key)
            assert array.dtype == other.dtype and np.array_equal(array, other), (name, key)


def test_round_trip_and_layout(plan, tmp_path):
    out = save_plan(plan, tmp_path / "new" / "plan")
    assert sorted(p.name for p in out.iterdir()) == [MANIFEST, WORKLISTS]
    assert_same_plan(load_plan(out), plan)
    manifest = json.loads((out / MANIFEST).read_text())
    assert set(manifest["arrays"]) == NPZ_KEYS
    assert manifest["cache_key"] == plan.contract.cache_key()
    assert manifest["grid_width"] == {"fwd": plan.fwd.grid_width, "dkv": plan.dkv.grid_width}
    assert set(manifest["versions"]) >= {"sparse_cli", "jax", "numpy"}
    with np.load(out / WORKLISTS, allow_pickle=False) as npz:
        assert npz["fwd_partial_mask_blocks"].shape[1:] == (64, 128)
        assert npz["dkv_partial_mask_blocks"].shape[1:] == (128, 64)


def test_existing_directory_keeps_other_files(plan, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    save_plan(plan, tmp_path)
    save_plan(plan, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([MANIFEST, WORKLISTS, "notes.txt"])


def test_interrupted_write_leaves_nothing(plan, tmp_path, monkeypatch):
    def explode(*args, **kwargs):  # after worklists.npz is staged, before the manifest
        raise OSError("disk full")

    monkeypatch.setattr(sparse_cli.artifacts, "manifest_of", explode)
    with pytest.raises(sparse_cli.artifacts.ArtifactError, match="disk full"):
        save_plan(plan, tmp_path / "out")
    assert list(tmp_path.iterdir()) == []


def flip_last_byte(path):
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: flip_last_byte(d / WORKLISTS), "does not match the manifest"),
        (lambda d: (d / WORKLISTS).write_bytes((d / WORKLISTS).read_bytes()[:100]), "does not match the manifest"),
        (lambda d: (d / WORKLISTS).unlink(), "missing"),
        (lambda d: (d / MANIFEST).write_text("{not json"), "unreadable manifest"),
        (lambda d: (d / MANIFEST).unlink(), "no manifest.json"),
        (lambda d: edit_manifest(d, lambda m: m["arrays"]["fwd_data_next"].update(sha256="0" * 64)), "fwd_data_next"),
        (lambda d: edit_manifest(d, lambda m: m.update(format_version=99)), "format version 99"),
        (lambda d: edit_manifest(d, lambda m: m["contract"]["shape"].update(head_dim=32)), "cache key"),
        (lambda d: edit_manifest(d, lambda m: m["stats"].pop("heads")), "stats.heads"),
        (lambda d: edit_manifest(d, lambda m: m.update(format_version=True)), "format version True"),
        (lambda d: edit_manifest(d, lambda m: m.update(format_version=1.0)), "format version 1.0"),
        *[(lambda d, field=field, value=value: edit_manifest(d, lambda m: m.update({field: value})), rf"\n  {field}\S*: Input should be")
          for field, value in [("versions", []), ("versions", None), ("arrays", []), ("arrays", None), ("files", []),
                               ("grid_width", {"fwd": "4"}), ("head_masks", [True]), ("cache_key", 7), ("contract", [])]],
        (lambda d: edit_manifest(d, lambda m: m["files"][WORKLISTS].update(bytes="12")), "files.worklists.npz.bytes"),
        (lambda d: edit_manifest(d, lambda m: m["arrays"]["fwd_data_next"].update(shape=[1, 2.0])), r"arrays.fwd_data_next.shape\[1\]"),
        (lambda d: edit_manifest(d, lambda m: m["arrays"]["fwd_data_next"].update(dtype="float64")), "arrays.fwd_data_next.dtype"),
        (lambda d: edit_manifest(d, lambda m: m.pop("versions")), "versions: Field required"),
        (lambda d: edit_manifest(d, lambda m: m["stats"].update(num_q_blocks="11")), "stats.num_q_blocks: Input should be a valid integer"),
        (lambda d: edit_manifest(d, lambda m: m["stats"]["passes"]["fwd"].update(visited_tiles=1.5)), "stats.passes.fwd.visited_tiles: Input should be a valid integer"),
    ],
)
def test_tampered_artifacts_are_refused(plan, tmp_path, damage, message):
    out = save_plan(plan, tmp_path / "plan")
    damage(out)
    with pytest.raises(ArtifactError, match=message):
        load_plan(out)


def edit_manifest(directory, change):
    manifest = json.loads((directory / MANIFEST).read_text())
    change(manifest)
    (directory / MANIFEST).write_text(json.dumps(manifest))


def test_cache_serves_replans_and_drops_damaged_entries(plan, tmp_path):
    cache = PlanCache(tmp_path / "cache")
    first, status = cached_plan(plan.contract, None, cache)
    assert status == "miss"
    second, status = cached_plan(plan.contract, None, cache)
    assert status == "hit"
    assert_same_plan(first, second)
    entry = cache.path(plan.contract.cache_key(), plan.smem_budget)
    flip_last_byte(entry / WORKLISTS)
    third, status = cached_plan(plan.contract, None, cache)
    assert status == "miss"
    assert_same_plan(third, plan)
    _, status = cached_plan(plan.contract, 1 << 19, cache)
    assert status == "miss", "a different SMEM budget is a different cache entry"


@pytest.mark.parametrize("change", [
    lambda m: m.update(arrays=[]), lambda m: m.update(versions=None), lambda m: m.update(files={WORKLISTS: []}),
    lambda m: m["arrays"]["fwd_data_next"].update(shape="big"), lambda m: m.update(stats=[]), lambda m: m.update(format_version=1.0),
])
def test_a_cache_entry_of_the_wrong_json_types_is_a_miss(plan, tmp_path, change):
    """A cache is untrusted: a wrong entry costs a replan (and is replaced), never the command."""
    cache = PlanCache(tmp_path / "cache")
    cached_plan(plan.contract, None, cache)
    edit_manifest(cache.path(plan.contract.cache_key(), plan.smem_budget), change)
    replanned, status = cached_plan(plan.contract, None, cache)
    assert status == "miss"
    assert_same_plan(replanned, plan)
    assert cached_plan(plan.contract, None, cache)[1] == "hit"


def test_unwritable_cache_does_not_fail_planning(plan, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result, status = cached_plan(plan.contract, None, PlanCache(blocker))
    assert status.startswith("miss (not stored")
    assert_same_plan(result, plan)


def test_a_cache_path_the_system_refuses_costs_a_replan(plan, tmp_path):
    result, status = cached_plan(plan.contract, None, PlanCache(tmp_path / ("a" * 300)))  # a name too long
    assert status.startswith("miss (not stored")
    assert_same_plan(result, plan)


@pytest.mark.parametrize("value", ["", "relative/cache"])
def test_an_empty_or_relative_xdg_directory_is_unset(value, tmp_path, monkeypatch):
    """The XDG base directory specification: such a value is ignored, never the working directory."""
    monkeypatch.delenv("SPARSE_CLI_CACHE_DIR")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", value)
    monkeypatch.setenv("XDG_CONFIG_HOME", value)
    cache = PlanCache()
    assert cache.root == tmp_path / ".cache" / "sparse-cli" / "plans"
    assert cache.key_file == tmp_path / ".config" / "sparse-cli" / "plan-cache.key"
    assert ScheduleCache().root == tmp_path / ".cache" / "sparse-cli" / "schedules"


def test_a_quoted_tilde_in_the_cache_variable_is_the_home_directory(tmp_path, monkeypatch):
    """SPARSE_CLI_CACHE_DIR='~/x': the shell leaves a quoted ~ as is; a directory named ~ in the
    working directory is never what was meant."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SPARSE_CLI_CACHE_DIR", "~/sparse")
    assert PlanCache().root == tmp_path / "sparse" / "plans"
    assert ScheduleCache().root == tmp_path / "sparse" / "schedules"
