"""The chip table against JAX's own chip information, and every target lowering for real."""

import json
import typing

import pytest

import sparse_cli
from sparse_cli.contract import Target, contract_json_schema
from sparse_cli.targets import TARGETS
from tests.support.cli import invoke
from tests.support.contracts import small_contract
from tests.support.kernels import pallas_kernels


@pytest.mark.parametrize("name", TARGETS)
def test_every_target_row_matches_jaxs_chip_information(name):
    """What Pallas's TPU lowering itself believes about the chip (per TensorCore): a table that
    drifts from the installed jax fails here, not in a user's compile."""
    from jax._src.pallas.mosaic import tpu_info
    from jax.experimental.pallas import tpu as pltpu

    chip = TARGETS[name]
    assert chip.name == name
    info = pltpu.get_tpu_info_for_chip(tpu_info.ChipVersion(chip.chip_version), 1)
    assert (chip.smem_bytes, chip.vmem_bytes, chip.hbm_bytes) == (info.smem_capacity_bytes, info.vmem_capacity_bytes, info.hbm_capacity_bytes)
    assert chip.hbm_bytes_per_second == pytest.approx(info.mem_bw_bytes_per_second)
    assert chip.bf16_flops_per_second == pytest.approx(info.bf16_ops_per_second)
    assert (chip.mxus, chip.mxu_dim) == (info.num_mxus, info.mxu_column_size)
    assert tpu_info.chip_version_from_device_kind(chip.device_kind) == tpu_info.ChipVersion(chip.chip_version)
    assert chip.topology.split(":")[0].lower() in (name, f"tpu{chip.chip_version}")


def test_the_contract_accepts_exactly_the_table_targets():
    assert typing.get_args(Target) == tuple(TARGETS)
    assert contract_json_schema()["properties"]["target"]["enum"] == list(TARGETS)
    with pytest.raises(sparse_cli.ContractError, match="target"):
        sparse_cli.load_contract(small_contract({"kind": "causal"}, target="v7x"))


@pytest.mark.parametrize("name", TARGETS)
def test_every_target_exports_the_pallas_program(name):
    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention

    plan = sparse_cli.plan(small_contract({"kind": "sliding_window", "size": 200}, target=name))
    kernels = canonicalize(export_attention(plan, "pallas", grads=True).mlir_module()).kernels
    assert sorted(k.name for k in kernels) == pallas_kernels(plan.contract)


def test_tpu7x_compiles_for_real_against_its_compile_only_devices(tmp_path):
    pytest.importorskip("libtpu")
    path = tmp_path / "ironwood.json"
    path.write_text(json.dumps(small_contract({"kind": "causal"}, q_len=1024, kv_len=1024, target="tpu7x")))
    result = invoke("compile", path, "--grads", "--backend", "pallas", "--deviceless", TARGETS["tpu7x"].topology, "--json")
    assert result.exit_code == 0, result.output
    reports = [entry["deviceless"] for entry in json.loads(result.stdout)["entries"]]
    assert all(r["compiled"] and r["topology"] == "tpu7x:2x2x1" for r in reports)
    assert sorted(reports[1]["kernel_vmem_bytes"]) == pallas_kernels(sparse_cli.load_contract(path))
