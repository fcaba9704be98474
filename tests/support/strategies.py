"""Hypothesis strategies for small random mask contracts (plain dicts, every optional field set).

Mask parameters are drawn relative to the sequence lengths (``scale``) so that most masks cut
through the tile grid instead of being trivially full or empty, with the edge values (0, 1,
block-ish sizes, just past the lengths) drawn often.
"""

from __future__ import annotations

from hypothesis import strategies as st

BLOCKS = [8, 16, 32, 64, 128]
MAX_LEN = 600


def _int(lo: int, hi: int, edges: list[int]) -> st.SearchStrategy[int]:
    """Integers in ``[lo, hi]`` with the interesting edge values drawn often."""
    inside = sorted({e for e in edges if lo <= e <= hi})
    anywhere = st.integers(lo, hi)
    return st.one_of(st.sampled_from(inside), anywhere, anywhere) if inside else anywhere


def lengths(max_len: int = MAX_LEN) -> st.SearchStrategy[int]:
    edges = [1, 2, 7, 8, 9, 63, 64, 65, 127, 128, 129, 256, 300, 511, 512, 599, 600, 1016, 1024, 1025, 1032, 1033]
    return _int(1, max_len, [e for e in edges if e <= max_len] + [max_len])


def spans(top: int, none: bool = True) -> st.SearchStrategy:
    """A half-open token span ``[start, stop)`` within ``0..top`` (or None: every token)."""
    edges = [0, 1, 7, 8, 9, 63, 64, 65, 127, 128, 129, top - 1, top]
    span = st.tuples(_int(0, top, edges), _int(0, top, edges)).map(lambda ab: sorted(ab))
    return st.one_of(st.none(), span) if none else span


def _window_options(top: int, small: list[int]) -> list[st.SearchStrategy[dict]]:
    """The window kinds (``-left <= kv - q <= right``), parameters around ``small``."""
    side = st.one_of(st.none(), _int(0, top, small))
    offsets = _int(-top, top, small + [-e for e in small])
    return [
        st.builds(lambda offset: {"kind": "causal", "offset": offset}, offsets),
        st.builds(lambda left, right: {"kind": "local", "left": left, "right": right}, side, side),
        st.builds(lambda size: {"kind": "sliding_window", "size": size}, _int(1, top, small)),
        st.builds(lambda left, right, offset: {"kind": "local", "left": left, "right": right, "offset": offset}, side, side, offsets),
    ]


def _small(scale: int) -> list[int]:
    return [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 127, 128, 129, scale - 1, scale, scale + 1]


def window_masks(scale: int = MAX_LEN) -> st.SearchStrategy[dict]:
    """Window masks only (causal, sliding, local), parameters a little past ``scale``."""
    return st.one_of(*_window_options(scale + 2, _small(scale)))


def leaf_masks(scale: int = MAX_LEN, full: bool = True) -> st.SearchStrategy[dict]:
    """Leaf masks whose parameters reach a little past ``scale`` (the longer sequence)."""
    top = scale + 2
    small = _small(scale)
    options = 2 * [
        *_window_options(top, small),
        st.builds(lambda chunk: {"kind": "chunked_causal", "chunk": chunk}, _int(1, top, small)),
        st.builds(lambda prefix: {"kind": "prefix_lm", "prefix": prefix}, _int(0, top, small)),
        st.builds(lambda block: {"kind": "block_causal", "block": block}, _int(1, top, small)),
        st.builds(lambda q, kv: {"kind": "range", "q": q, "kv": kv}, spans(top), spans(top)),
        st.builds(lambda found: {"kind": "global_tokens", "spans": found}, st.lists(spans(top, none=False), min_size=1, max_size=3)),
        st.builds(lambda window, dilation: {"kind": "dilated", "window": window, "dilation": dilation},
                  _int(1, top, small), _int(1, 40, [1, 2, 3, 7, 8, 16])),
    ]
    if full:
        options.append(st.just({"kind": "full"}))
    return st.one_of(*options)


def masks(num_heads: int, depth: int = 3, per_head: bool = True, scale: int = MAX_LEN, top: bool = True) -> st.SearchStrategy[dict]:
    """A mask tree of at most ``depth`` combinator levels; ``per_head`` nodes anywhere when allowed.

    At the top a combinator is drawn three times out of four; below, leaves dominate so trees
    stay small."""
    if depth == 0:
        return leaf_masks(scale, full=not top)
    child = masks(num_heads, depth - 1, per_head, scale, top=False)
    combinators = [
        st.builds(lambda of: {"kind": "and", "of": of}, st.lists(child, min_size=1, max_size=3)),
        st.builds(lambda of: {"kind": "or", "of": of}, st.lists(child, min_size=1, max_size=3)),
    ]
    if per_head:
        combinators.append(
            st.builds(lambda heads: {"kind": "per_head", "heads": heads}, st.lists(child, min_size=num_heads, max_size=num_heads))
        )
        divisors = [d for d in range(1, num_heads + 1) if num_heads % d == 0]
        combinators.append(  # the repeat shorthand: a pattern whose length divides the heads
            st.sampled_from(divisors).flatmap(lambda n: st.lists(child, min_size=n, max_size=n)).map(
                lambda pattern: {"kind": "per_head", "repeat": pattern})
        )
    # ``.map`` keeps one_of from flattening the leaf alternatives into the branch choice
    # a bare top-level ``full`` is one trivial case; hypothesis would draw it far too often
    leaf = leaf_masks(scale, full=not top).map(lambda mask: mask)
    leaves = [leaf] * (1 if top else len(combinators) + 1)
    return st.one_of(*leaves, *combinators)


@st.composite
def contracts(draw, max_len: int = MAX_LEN, per_head: bool | None = None, depth: int = 3) -> dict:
    """A small valid contract dict. ``per_head``: True forces a top-level per_head, False forbids
    per_head anywhere, None lets it appear anywhere (top level or nested)."""
    num_heads = draw(st.integers(1, 4))
    num_kv_heads = draw(st.sampled_from([d for d in range(1, num_heads + 1) if num_heads % d == 0]))
    q_len = draw(lengths(max_len))
    kv_len = draw(lengths(max_len))
    block_q = draw(st.sampled_from(BLOCKS))
    block_kv = draw(st.sampled_from(BLOCKS))
    scale = max(q_len, kv_len)
    if per_head is True:
        heads = st.lists(masks(num_heads, max(depth - 1, 0), scale=scale, top=False), min_size=num_heads, max_size=num_heads)
        mask = {"kind": "per_head", "heads": draw(heads)}
    else:
        mask = draw(masks(num_heads, depth, per_head=per_head is None, scale=scale))
    return {
        "name": "prop",
        "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": num_heads, "num_kv_heads": num_kv_heads, "head_dim": 64},
        "blocks": {"block_q": block_q, "block_kv": block_kv},
        "mask": mask,
    }
