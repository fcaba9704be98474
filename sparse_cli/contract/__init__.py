"""Mask contracts: the pydantic models every command shares, loading, and the cache key.

A contract is pure data. Its meaning (which tokens attend) lives in ``masks/``; this package
only validates the document and names the problem precisely when it is wrong:

- ``shape``, ``blocks`` (per-pass block sizes), ``runtime_layers`` (``documents``,
  ``clustered``): the contract's parts;
- ``mask_contract``: ``MaskContract``, the parts checked against each other, its semantics and
  cache key;
- ``errors``, ``loading``: reading a file or a document, and explaining what is wrong with it;
- ``model``: model files, a stack of layer contracts read together (one per distinct contract);
- ``derived``: each query head's mask, the token rule, a contract scaled down.

The names below are what the rest of the package and its users import from ``sparse_cli.contract``.
"""

from sparse_cli.contract.blocks import PASS_BLOCK_FIELDS, PASSES, Blocks, each_pass, largest_block
from sparse_cli.contract.derived import distinct_head_masks, explicit_masks, scaled_down, token_rules, with_blocks
from sparse_cli.contract.errors import ContractError, format_validation_error
from sparse_cli.contract.loading import (
    is_serving_document,
    load_contract,
    mask_nodes,
    parse_contract,
    parse_json,
    read_contract_document,
)
from sparse_cli.contract.mask_contract import NAME_PATTERN, Backend, MaskContract, Target, contract_json_schema

__all__ = [
    "NAME_PATTERN", "PASSES", "PASS_BLOCK_FIELDS", "Backend", "Blocks", "ContractError", "MaskContract", "Target",
    "contract_json_schema", "distinct_head_masks", "each_pass", "explicit_masks", "format_validation_error", "is_serving_document",
    "largest_block", "load_contract", "mask_nodes",
    "parse_contract", "parse_json", "read_contract_document", "scaled_down", "token_rules", "with_blocks",
]
