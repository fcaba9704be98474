"""``kernel_core``: the attention arithmetic every kernel family runs on values in VMEM — the
training kernels (``backends.pallas``) and the serving kernel (``serving.program``) alike:
scores (``scores``: scale, soft cap, the softmax's base; ``mxu``: the float32-accumulated product) and the online softmax (``softmax``:
the starting state with a sink or a resumed softmax, the rescaling fold of a block of scores,
the final division and the log-sum-exp) and the token mask on a block of token pairs
(``token_mask``: the mask kinds' predicates per query head, windows as scalar bounds, padding).

It belongs to no backend: the layering rule that keeps a backend's modules inside it lets any
kernel import this package (``tests/test_layers.py``), and this package imports no backend and
no kernel. Its functions trace operations only; launches, grids and DMA stay with each family.
"""
