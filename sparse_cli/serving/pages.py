"""The serving kernel's traffic with the paged cache: a work item's kv walk (blocks of pages
double-buffered by manual DMAs, only the planned pages copied) and the writes of its
sequence's new tokens into their pages."""

from __future__ import annotations

import dataclasses
from typing import Any

import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu


@dataclasses.dataclass(frozen=True)
class PageWalk:
    """A work item's kv walk inside the kernel: its steps' pages and their DMAs. Every page
    index is clipped into the sequence's page list and the cache (the planned walk already stays
    within both: ``plan.batch_validity``)."""

    seq: Any
    starts: list  # per interval slot (``plan.Item``): first page, one past the last, kv steps
    ends: list
    counts: list
    pages_per_block: int
    pages_per_seq: int
    pages_ref: Any
    cache: Any  # [pages, page_size * rows, width] in HBM (``CacheLayout.flat_shape``)
    buffer: Any  # [2, pages_per_block * page_size * rows, width] in VMEM
    sems: Any

    @property
    def total(self):
        return sum(self.counts[1:], self.counts[0])

    def block_pages(self, j):
        """First page and the interval's end page of walk step ``j`` (intervals one after another)."""
        first, end, before = self.starts[0] + j * self.pages_per_block, self.ends[0], self.counts[0]
        for start_s, end_s, count in zip(self.starts[1:], self.ends[1:], self.counts[1:]):
            here = j >= before
            first = jnp.where(here, start_s + (j - before) * self.pages_per_block, first)
            end = jnp.where(here, end_s, end)
            before = before + count
        return first, end

    def physical(self, page):
        """The cache page holding the sequence's page ``page`` (clipped into the table and cache)."""
        listed = self.pages_ref[self.seq, jnp.clip(page, 0, self.pages_per_seq - 1)]
        return jnp.clip(listed, 0, self.cache.shape[0] - 1)

    def _copy(self, page, slot, t):
        """The DMA of cache page ``page`` into place ``t`` of buffer ``slot`` (whole pages: every kv head)."""
        size = self.cache.shape[1]
        return pltpu.make_async_copy(self.cache.at[page], self.buffer.at[slot, pl.ds(t * size, size)], self.sems.at[slot])

    def start(self, j, slot):
        first, end = self.block_pages(j)
        for t in range(self.pages_per_block):
            pl.when(first + t < end)(self._copy(self.physical(first + t), slot, t).start)

    def wait(self, j, slot):
        """Each page step ``j`` fetched, waited for by its size alone (no page table is read);
        its ``block_pages``."""
        first, end = self.block_pages(j)
        for t in range(self.pages_per_block):
            pl.when(first + t < end)(self._copy(0, slot, t).wait)
        return first, end


def write_tokens(walk: PageWalk, rows, first_row, first_position, count, page_size: int, sem) -> None:
    """Copy ``count`` new tokens' cache rows (``rows`` ``[tokens * rows, width]`` in HBM, from
    token ``first_row`` on) to the sequence's positions from ``first_position`` on, one DMA a
    token, and wait for them all: the walk that follows reads them."""
    per_token = walk.cache.shape[1] // page_size

    def copy(t):
        position = first_position + t
        return pltpu.make_async_copy(rows.at[pl.ds((first_row + t) * per_token, per_token)],
                                     walk.cache.at[walk.physical(position // page_size), pl.ds(position % page_size * per_token, per_token)],
                                     sem)

    copy_each(count, copy)


def copy_each(count, copy) -> None:
    """Start the DMAs ``copy(t)`` for ``t < count`` (one semaphore, the same bytes each), then
    wait for them all: ``count`` waits on the first one's size."""

    def start(t, carry):
        copy(t).start()
        return carry

    def wait(t, carry):
        copy(0).wait()
        return carry

    lax.fori_loop(0, count, start, 0)
    lax.fori_loop(0, count, wait, 0)
