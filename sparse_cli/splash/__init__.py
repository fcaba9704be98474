"""A drop-in for JAX's Splash attention: ``from sparse_cli import splash`` where code has
``from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as
splash``, and the same calls run this project's planner and pallas kernels.

The kernel makers (``make_splash_mha``, ``make_splash_mqa`` and their ``_single_device``
forms) take Splash's arguments with Splash's defaults and return a kernel object called the
same way (per example, under ``jax.vmap``, inside ``shard_map`` with ``manual_sharding_spec``);
it can also say what it runs (``contract``, ``plan``, ``receipt``, ``save_contract``).
Splash's own names are re-exported unchanged — its ``BlockSizes``, ``SegmentIds``,
``QKVLayout``, ``DEFAULT_MASK_VALUE``, reference implementations and mask classes — so an
object made with either module works with both.
"""

from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    DEFAULT_MASK_VALUE as DEFAULT_MASK_VALUE,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import BlockSizes as BlockSizes
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import QKVLayout as QKVLayout
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import SegmentIds as SegmentIds
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    _attention_reference_custom_bwd as _attention_reference_custom_bwd,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import attention_reference as attention_reference
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    attention_reference_custom as attention_reference_custom,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    make_attention_reference as make_attention_reference,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    make_masked_mha_reference as make_masked_mha_reference,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_kernel import (
    make_masked_mqa_reference as make_masked_mqa_reference,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import CausalMask as CausalMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import ChunkedCausalMask as ChunkedCausalMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import FullMask as FullMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import LocalMask as LocalMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import LogicalAnd as LogicalAnd
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import LogicalOr as LogicalOr
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import Mask as Mask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import MultiHeadMask as MultiHeadMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import NumpyMask as NumpyMask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import make_causal_mask as make_causal_mask
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import (
    make_chunk_attention_mask as make_chunk_attention_mask,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import (
    make_local_attention_mask as make_local_attention_mask,
)
from jax.experimental.pallas.ops.tpu.splash_attention.splash_attention_mask import make_random_mask as make_random_mask

from sparse_cli.splash.kernel import SplashAttentionKernel as SplashAttentionKernel
from sparse_cli.splash.kernel import make_splash_mha as make_splash_mha
from sparse_cli.splash.kernel import make_splash_mha_single_device as make_splash_mha_single_device
from sparse_cli.splash.kernel import make_splash_mqa as make_splash_mqa
from sparse_cli.splash.kernel import make_splash_mqa_single_device as make_splash_mqa_single_device
