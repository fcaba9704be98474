"""A contract's tensor shapes: sequence lengths, heads, head dimensions, dtype and batch, each
bounded so that one contract stays within a laptop's or CI runner's means."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_serializer, model_validator

from sparse_cli.masks.base import Strict

DType = Literal["float32", "bfloat16", "float16"]

#: Longest sequence a contract may describe; keeps every position and mask parameter, once
#: clamped to ``q_len + kv_len``, inside int32 arithmetic (the kernels' index type).
MAX_TOKENS = 2**30
#: Bounds that keep one contract from a pull request within a laptop's or CI runner's means.
MAX_HEADS = 1024
MAX_HEAD_DIM = 1024
#: Most examples per call a contract may state (``shape.batch``).
MAX_BATCH = 4096


def kv_heads_of(num_heads: int, num_kv_heads: int | None) -> int:
    """The kv heads a shape states: ``num_kv_heads``, by default one per query head."""
    return num_kv_heads if num_kv_heads is not None else num_heads


def check_head_groups(num_heads: int, kv_heads: int) -> None:
    """Refuse kv heads that do not serve equal groups of query heads (training and serving shapes)."""
    if num_heads % kv_heads:
        raise ValueError(f"num_kv_heads={kv_heads} must divide num_heads={num_heads} "
                         "(each kv head serves an equal group of query heads)")


class Shape(Strict):
    q_len: int = Field(gt=0, le=MAX_TOKENS)
    kv_len: int = Field(gt=0, le=MAX_TOKENS)
    num_heads: int = Field(gt=0, le=MAX_HEADS)
    num_kv_heads: int | None = Field(default=None, gt=0, le=MAX_HEADS, description="defaults to num_heads")
    head_dim: int = Field(gt=0, le=MAX_HEAD_DIM, description="of queries and keys")
    head_dim_v: int | None = Field(default=None, gt=0, le=MAX_HEAD_DIM,
                                   description="of values and the output (MLA-style); defaults to head_dim")
    dtype: DType = "bfloat16"
    batch: int | None = Field(default=None, gt=0, le=MAX_BATCH,
                              description="examples per call: compile audits, and run times, the [B, H, L, D] program")

    @model_serializer(mode="wrap")
    def _written_form(self, handler):
        """An unset batch, and a head_dim_v unset or equal to head_dim, are not written: they
        change no program, so contracts without them keep their semantics and keys."""
        written = handler(self)
        return {key: value for key, value in written.items()
                if not (key == "batch" and value is None) and not (key == "head_dim_v" and value in (None, written["head_dim"]))}

    @model_validator(mode="after")
    def _kv_heads_divide(self) -> Shape:
        check_head_groups(self.num_heads, self.kv_heads)
        return self

    @property
    def kv_heads(self) -> int:
        return kv_heads_of(self.num_heads, self.num_kv_heads)

    @property
    def value_dim(self) -> int:
        """Head dimension of values and of the output."""
        return self.head_dim_v if self.head_dim_v is not None else self.head_dim
