"""The bars the tests hold kernels to against their float64 oracles, by input dtype.

They are the tests' own: a test never judges the product by the product's ``TOLERANCE`` (a
product that loosened its bar would then pass its own check). Where the product has a bar of
its own (``verify``, ``serve-audit``), tests check that bar separately, by its figures.

Each figure is a few hundred of the dtype's unit roundoffs (float32 ``2**-24``, bfloat16
``2**-8``, float16 ``2**-11``) below what a wrong tile, a lost rescale or a missed mask gives
(errors of order one).
"""

from __future__ import annotations

import numpy as np

#: Kernel outputs and gradients: max |error| over the largest |reference| value of each tensor.
#: float32 accumulates a few hundred roundings along a row; bfloat16 and float16 round the
#: inputs and the probabilities (and dS) fed to the matrix unit, as flash kernels do.
RELATIVE = {"float32": 2e-5, "bfloat16": 2e-2, "float16": 5e-3}

#: Serving outputs (ragged paged attention on unit-normal pages): max |error|. Outputs are
#: averages of values of order one; bfloat16 pages round each probability before the value
#: matmul, and the pages themselves, once more than training's inputs.
SERVING_ABSOLUTE = {"float32": 2e-5, "bfloat16": 3e-2}


def _name(dtype) -> str:
    """``"float32"`` for ``"float32"``, ``np.float32``, ``jnp.float32`` or a dtype object."""
    return dtype if isinstance(dtype, str) else np.dtype(dtype).name


def relative(dtype) -> float:
    """The kernel tolerance for inputs of ``dtype``."""
    return RELATIVE[_name(dtype)]


def serving_absolute(dtype) -> float:
    """The serving tolerance for pages and queries of ``dtype``."""
    return SERVING_ABSOLUTE[_name(dtype)]
