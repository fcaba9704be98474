"""The TPU compiler's own final VLIW schedule of a kernel, read from libtpu's dump.

A TensorCore is an in-order VLIW machine whose latencies the compiler resolves statically:
``*-final_bundles.txt`` holds one bundle a line (``0x162 LB: >>> { op ;; op }``; ``LB:`` opens
a loop body, the count of ``>`` is the loop depth, empty bundles ``{}`` carry no ``>``), a loop's
exit compare says ``/* loop exit test */`` with its bound when it is constant, and
``sbr.rel (pred) target = $regionN`` branches to the bundle that starts region ``N`` after the
chip's branch delay slots (to the kernel's exit where no bundle starts it).
``*-final_hlo-static-per-bundle-utilization.txt`` gives, per bundle, the slots it uses of each
unit. A bundle is a cycle when no DMA wait stalls it, so a path's bundle count is its
*scheduled* cycles: a static estimate, never a measurement.

This module reads one kernel's files (no jax, no libtpu) into ``KernelSchedule``: its loops
(depth, bundles, constant trips or None) and what each path a grid iteration can take costs
(``PathCost``: cycles, MXU-busy cycles, spill bundles), resolved on the control-flow graph of
the bundles.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from functools import cached_property
from typing import NamedTuple

_BUNDLE = re.compile(r"^\s*(0x[0-9a-fA-F]+|\d+)\s+([A-Z]*):\s*(>*)\s*\{")
_BRANCH = re.compile(r"sbr\.rel\s*(\([^)]*\))?\s*target\s*=\s*\$region(\d+)")
_EXIT_TEST = re.compile(r"scmp\.\w+(?:\.\w+)*\s+%\w+,\s*(-?\d+)\s*/\*\s*loop exit test")
_BACK_EDGE = re.compile(r"sbr\.rel\s*\(!%(p\w+)\)")
_CONDITION = re.compile(r"sbr\.rel\s*\((!?)%(p\w+)\)")
_COMPARE = re.compile(r"%(p\w+) = scmp\.(eq|ne|lt|ge|le|gt)\.s32\.totalorder (?:\(!?%p\w+\), )?(%s\w+), (%s\w+|-?\d+)\b")
_RELATIONS = {"eq": ("eq", True), "ne": ("eq", False), "lt": ("lt", True), "ge": ("lt", False), "le": ("le", True), "gt": ("le", False)}
_REGION_START = re.compile(r"Start(?:/End empty)? region (\d+)")
_SCALAR_SPILL = re.compile(r"\[smem:\[#allocation\d+_spill\]\]")
_SPILL_STORE = re.compile(r"sst \[smem:\[#allocation(\d+)_spill\]\] (%s\w+)")
_SPILL_LOAD = re.compile(r"(%s\w+) = sld \[smem:\[#allocation(\d+)_spill\]\]")
_COPY = re.compile(r"(%s\w+) = smov (%s\w+)")


class PathCost(NamedTuple):
    """What a path costs (``KernelSchedule.path_cost``): its scheduled cycles, its MXU-busy
    cycles (the sum of its bundles' shares of the MXUs' issue slots) and its bundles that spill
    or fill vector registers. Compared as a tuple: by cycles first."""

    cycles: float
    mxu: float = 0.0
    spills: float = 0.0

    def plus(self, other: PathCost) -> PathCost:
        return PathCost(self.cycles + other.cycles, self.mxu + other.mxu, self.spills + other.spills)

    def less(self, other: PathCost) -> PathCost:
        return PathCost(self.cycles - other.cycles, self.mxu - other.mxu, self.spills - other.spills)

    def times(self, count: int) -> PathCost:
        """This path ``count`` times over (a loop's trips)."""
        return PathCost(self.cycles * count, self.mxu * count, self.spills * count)

#: Units of the utilization file, in its column order.
UNITS = ("MXU", "XLU", "VALU", "VPOP", "EUP", "VLOAD", "VLOAD:FILL", "VSTORE", "VSTORE:SPILL", "SALU")
_FILL, _SPILL = UNITS.index("VLOAD:FILL"), UNITS.index("VSTORE:SPILL")


class ScheduleError(ValueError):
    """A dump this reader does not understand (a libtpu whose format changed)."""


@dataclasses.dataclass(frozen=True)
class Bundle:
    """One VLIW bundle: its loop-body mark (``LB``, ``PF``...), ``>`` depth, operations, and the
    regions that start at it."""

    mark: str
    depth: int
    ops: tuple[str, ...]
    starts: tuple[int, ...]

    @property
    def empty(self) -> bool:
        return not self.ops

    @cached_property
    def branch(self) -> tuple[int, bool] | None:
        """``(target region, conditional)`` of the branch this bundle issues, if any."""
        for op in self.ops:
            found = _BRANCH.search(op)
            if found:
                return int(found.group(2)), found.group(1) is not None
        return None


def parse_bundles(text: str) -> list[Bundle]:
    """The bundles of a ``final_bundles`` text, in order (a bundle's comments may span lines)."""
    chunks: list[tuple[str, str, str]] = []
    for line in text.splitlines():
        head = _BUNDLE.match(line)
        if head:
            chunks.append((head.group(2), head.group(3), line[head.end():]))
        elif chunks:
            mark, depth, body = chunks[-1]
            chunks[-1] = (mark, depth, body + "\n" + line)
    bundles = []
    for mark, depth, rest in chunks:
        body, _, comment = rest.partition("}")
        while body.count("/*") > body.count("*/"):  # a '}' inside an operation's comment
            more, _, comment = comment.partition("}")
            body += "}" + more
        ops = tuple(op.strip() for op in body.split(";;") if op.strip())
        starts = tuple(int(n) for n in _REGION_START.findall(comment))
        bundles.append(Bundle(mark, len(depth), ops, starts))
    if not bundles:
        raise ScheduleError("no bundles found: not a final_bundles dump")
    return bundles


def parse_utilization(text: str) -> list[tuple[int, ...]]:
    """Per bundle, the slots used of each of ``UNITS`` (and the capacities, first)."""
    rows = [tuple(int(x) for x in line.split()) for line in text.splitlines() if re.fullmatch(r"[\d\s]+", line.strip() or "x")]
    if not rows or any(len(row) != len(UNITS) for row in rows):
        raise ScheduleError(f"utilization dump: expected {len(UNITS)} columns ({', '.join(UNITS)})")
    return rows


@dataclasses.dataclass(frozen=True)
class Loop:
    """A loop of the kernel: ``first`` its ``LB`` bundle, ``last`` the last bundle of its body
    by the depth marks (the bundles that follow at its depth or deeper, and empty ones), its
    ``depth``, its ``trips`` (the exit test's constant bound; None when decided at run time),
    and ``latch``: the bundle where an iteration ends on the control-flow graph (its
    back-edge branch plus the delay slots)."""

    first: int
    last: int
    depth: int
    trips: int | None
    latch: int

    @property
    def bundles(self) -> int:
        return self.last - self.first + 1

    def holds(self, other: Loop) -> bool:
        return self is not other and self.first <= other.first and other.latch <= self.latch


@dataclasses.dataclass(frozen=True)
class Units:
    """What a kernel's bundles use of each unit: busy slots summed over the bundles, capacities
    per bundle, and the bundles that spill or fill vector registers and spill scalars."""

    capacity: dict[str, int]
    busy: dict[str, int]
    vector_spill_bundles: int
    vector_fill_bundles: int
    scalar_spill_ops: int


class KernelSchedule:
    """One kernel's final schedule: bundles, loops, units, and path lengths on its control-flow
    graph (``path``)."""

    def __init__(self, name: str, bundles: list[Bundle], utilization: list[tuple[int, ...]] | None, delay: int):
        self.name, self.bundles, self.delay = name, bundles, delay
        self.capacity = utilization[0] if utilization else None
        self.use = utilization[1:] if utilization else None
        if self.use is not None and len(self.use) != len(bundles):
            raise ScheduleError(f"{name}: {len(self.use)} utilization rows for {len(bundles)} bundles")
        self.region_at = {region: index for index, bundle in enumerate(bundles) for region in bundle.starts}
        self._iterations: dict[tuple, PathCost] = {}
        self.loops = self._loops()

    @classmethod
    def of_texts(cls, name: str, bundles_text: str, utilization_text: str | None, delay: int) -> KernelSchedule:
        return cls(name, parse_bundles(bundles_text), parse_utilization(utilization_text) if utilization_text else None, delay)

    def _target(self, branch_at: int) -> int:
        """The bundle a branch goes to; past the last one where no bundle starts its region: the
        kernel's exit (a v5p kernel that runs on one of the chip's two TensorCores opens with a
        guard, core id not 0, that jumps there)."""
        region = self.bundles[branch_at].branch[0]  # type: ignore[index]
        return self.region_at.get(region, len(self.bundles))

    def _loops(self) -> list[Loop]:
        """Each ``LB`` bundle's loop: its extent by the depth marks, its back edge (the latest
        branch back to it) and the constant bound of the exit test in its own bundles."""
        back_edges: dict[int, int] = {}
        for index, bundle in enumerate(self.bundles):
            if bundle.branch and self._target(index) <= index:
                back_edges[self._target(index)] = index
        loops = []
        for first, bundle in enumerate(self.bundles):
            if bundle.mark != "LB":
                continue
            if first not in back_edges:
                raise ScheduleError(f"{self.name}: loop at bundle {first:#x} has no back edge")
            last = first
            for index in range(first + 1, len(self.bundles)):
                other = self.bundles[index]
                if (not other.empty and other.depth < bundle.depth) or (other.mark == "LB" and other.depth <= bundle.depth):
                    break
                last = index
            loops.append(Loop(first, last, bundle.depth, None, back_edges[first] + self.delay))
        return [dataclasses.replace(loop, trips=self._trips(loop, loops)) for loop in loops]

    def _trips(self, loop: Loop, loops: list[Loop]) -> int | None:
        """The bound of the compare its back edge branches on (``!(counter >= N)``), or where
        that compare is not among its own bundles, of the one annotated ``loop exit test``
        there; None when the bound is a register (set at run time). Its own bundles run from its
        first to its latch, less the loops inside it as their marks extend: a chip of many delay
        slots may put the loop's counter and exit test in an inner loop's back-edge slots (TPU7x's
        serving kernel: five slots, the grid's exit test in the page loop's)."""
        inner = [other for other in loops if loop.holds(other)]
        own = [index for index in range(loop.first, loop.latch + 1) if not any(o.first <= index <= o.last for o in inner)]
        condition = _BACK_EDGE.search(" ".join(self.bundles[loop.latch - self.delay].ops))
        if condition:
            compare = re.compile(rf"%{condition.group(1)} = scmp\.ge\.s32\.totalorder %\w+, (%\w+|\d+)\b")
            for index in own:
                for op in self.bundles[index].ops:
                    found = compare.search(op)
                    if found:
                        return None if found.group(1).startswith("%") else int(found.group(1))
        for index in own:
            for op in self.bundles[index].ops:
                found = _EXIT_TEST.search(op)
                if found:
                    return int(found.group(1))
        return None

    # -- units -------------------------------------------------------------------------------

    @cached_property
    def units(self) -> Units | None:
        if self.use is None or self.capacity is None:
            return None
        busy = {unit: sum(row[n] for row in self.use) for n, unit in enumerate(UNITS)}
        return Units(dict(zip(UNITS, self.capacity)), busy,
                     sum(1 for row in self.use if row[_SPILL]),
                     sum(1 for row in self.use if row[_FILL]),
                     sum(1 for bundle in self.bundles for op in bundle.ops if _SCALAR_SPILL.search(op)))

    def mxu_busy(self, index: int) -> bool:
        """Whether bundle ``index`` issues MXU work."""
        if self.use is not None:
            return self.use[index][0] > 0
        return any(op.split("=", 1)[-1].strip().startswith(("vmatmul", "vmatpush")) for op in self.bundles[index].ops)

    def mxu_share(self, index: int) -> float:
        """The share of the MXUs' issue slots bundle ``index`` uses (without the utilization
        file: 1 for a bundle that issues MXU work)."""
        if self.use is not None and self.capacity is not None and self.capacity[0]:
            return self.use[index][0] / self.capacity[0]
        return float(self.mxu_busy(index))

    def mxu_slots(self, first: int, last: int) -> int:
        """MXU slots busy in bundles ``first..last``."""
        if self.use is None:
            return sum(self.mxu_busy(i) for i in range(first, last + 1))
        return sum(row[0] for row in self.use[first:last + 1])

    @cached_property
    def spilling(self) -> tuple[int, ...]:
        """Per bundle, 1 where it spills or fills vector registers (by the utilization file;
        none without it): read once, as every path walks them."""
        if self.use is None:
            return (0,) * len(self.bundles)
        return tuple(int(row[_SPILL] > 0 or row[_FILL] > 0) for row in self.use)

    # -- paths -------------------------------------------------------------------------------

    def nested(self, first: int, last: int) -> list[Loop]:
        """The loops directly inside bundles ``first..last`` (not inside another such loop)."""
        inside = [loop for loop in self.loops if first < loop.first and loop.latch <= last]
        return [loop for loop in inside if not any(other.holds(loop) for other in inside)]

    def path(self, first: int, last: int, longest: bool, inner: dict[Loop, float | None] | None = None,
             mxu: bool | None = None, keep: Iterable[int] = (), assume: dict[tuple, bool] | None = None) -> float | None:
        """Scheduled cycles of the longest (or shortest) path from bundle ``first`` through
        ``last`` on the control-flow graph (a branch takes effect after the delay slots; two
        branches on one compare of a scalar — an ``if`` and its ``else`` — are taken
        consistently). ``inner``: the cost of crossing each loop directly inside the range
        (None: never entered); a loop not named costs its trips (once when set at run time)
        times its longest iteration. ``mxu``: only paths that do (True) or do no (False) MXU
        work. ``keep``: branches (by bundle) never taken. ``assume``: compares' values (see
        ``compares``) the path holds to. None when no path qualifies."""
        found = self.path_cost(first, last, longest, inner, mxu, keep, assume)
        return None if found is None else found.cycles

    def path_cost(self, first: int, last: int, longest: bool, inner: dict[Loop, float | None] | None = None,
                  mxu: bool | None = None, keep: Iterable[int] = (), assume: dict[tuple, bool] | None = None
                  ) -> PathCost | None:
        """``path``'s cost: its cycles, its MXU-busy cycles (``mxu_share``) and its spill and fill
        bundles (``spilling``); a loop priced in ``inner`` adds its cycles only. The path is
        chosen by its cycles (ties: the busier, then the more spilling)."""
        given = inner or {}
        kept, pick = set(keep), (max if longest else min)
        # per nested loop, by its first bundle: the loop, its price crossed whole, and a branch that leaves it in its first bundles
        prices = {loop.first: (loop, PathCost(given[loop]) if loop in given and given[loop] is not None
                               else None if loop in given else self.iteration_cost(loop).times(loop.trips or 1),
                               self._leaving_at(loop, first, kept))
                  for loop in self.nested(first, last)}
        size = last - first + 2  # the last node: leaving the range
        tracked = self._correlated(first, last) | set(assume or {})
        # per node: (MXU work so far, compares decided) -> its cost
        cost: list[dict[tuple, PathCost]] = [{} for _ in range(size)]
        cost[0][(0, tuple(sorted((assume or {}).items())))] = PathCost(0.0)

        def reach(node: int, state: tuple, value: PathCost) -> None:
            node = min(node, size - 1)  # a forward branch out of the range ends the path there
            held = cost[node].get(state)
            cost[node][state] = value if held is None else pick(held, value)

        for offset in range(size - 1):
            index = first + offset
            for (flag, decided), here in cost[offset].items():
                if index in prices:  # a nested loop, crossed whole, or left where a branch issued before it takes effect
                    loop, price, leaving = prices[index]
                    ways = self._outcomes(leaving, self.bundles[leaving].branch[1], tracked, decided) if leaving is not None else [(False, decided)]
                    for taken, known in ways:
                        if taken:  # the loop's bundles up to the branch's effect, then its target
                            ran = range(index, leaving + self.delay + 1)
                            cost_ran = PathCost(len(ran), sum(map(self.mxu_share, ran)), sum(self.spilling[i] for i in ran))
                            reach(self._target(leaving) - first, (flag or int(any(map(self.mxu_busy, ran))), known), here.plus(cost_ran))
                        elif price is not None:
                            reach(loop.latch + 1 - first, (flag or int(self.mxu_slots(loop.first, loop.latch) > 0), known), here.plus(price))
                    continue
                step = here.plus(PathCost(1.0, self.mxu_share(index), self.spilling[index]))
                busy = flag or int(self.mxu_busy(index))
                branch_at = index - self.delay
                issued = self.bundles[branch_at].branch if first <= branch_at else None
                if not issued or branch_at in kept or self._target(branch_at) <= branch_at:
                    reach(offset + 1, (busy, decided), step)
                    continue
                for taken, known in self._outcomes(branch_at, issued[1], tracked, decided):
                    reach(self._target(branch_at) - first if taken else offset + 1, (busy, known), step)
        options = [value for (flag, _), value in cost[size - 1].items() if mxu is None or bool(flag) == mxu]
        return pick(options) if options else None

    def _leaving_at(self, loop: Loop, first: int, kept: set) -> int | None:
        """The bundle (from ``first`` on) of a branch issued before ``loop`` that takes effect in
        its first bundles (its delay slots reach into them) and leaves it forward, if any: taken,
        those bundles run once and the loop never iterates (TPU7x's five slots: the serving
        kernel's guard around its page-cleaning loop)."""
        for branch_at in range(max(first, loop.first - self.delay), loop.first):
            issued = self.bundles[branch_at].branch
            if issued and branch_at not in kept and self._target(branch_at) > loop.latch:
                return branch_at
        return None

    def _outcomes(self, branch_at: int, conditional: bool, tracked: set, decided: tuple) -> list[tuple[bool, tuple]]:
        """``(taken, compares decided)`` of each way a branch can go on a path that decided
        ``decided`` so far."""
        if not conditional:
            return [(True, decided)]
        when = self._taken_when(branch_at)
        if when is None or when[0] not in tracked:
            return [(True, decided), (False, decided)]
        atom, value = when
        known = dict(decided)
        if atom in known:
            return [(known[atom] == value, decided)]
        return [(taken, tuple(sorted({**known, atom: value if taken else not value}.items()))) for taken in (True, False)]

    def _taken_when(self, branch_at: int) -> tuple[tuple, bool] | None:
        """``(compare, its value)`` for which the branch at ``branch_at`` is taken, when its
        predicate is a compare of a scalar this reader knows."""
        found = _CONDITION.search(" ".join(self.bundles[branch_at].ops))
        if not found or found.group(2) not in self.compares:
            return None
        atom, polarity = self.compares[found.group(2)]
        return atom, polarity == (found.group(1) != "!")

    def tests_of(self, first: int, last: int, value: int) -> list[tuple]:
        """The compares ``scalar == value`` that decide branches in ``first..last`` (a tile's
        class, say)."""
        found = {when[0] for index in range(first, last + 1) if self.bundles[index].branch
                 and (when := self._taken_when(index)) is not None}
        return sorted(atom for atom in found if atom[0] == "eq" and atom[2] == str(value))

    def _correlated(self, first: int, last: int) -> set:
        """The compares that decide more than one branch in ``first..last``."""
        seen: dict[tuple, int] = {}
        for index in range(first, last + 1):
            if self.bundles[index].branch and (when := self._taken_when(index)) is not None:
                seen[when[0]] = seen.get(when[0], 0) + 1
        return {atom for atom, count in seen.items() if count > 1}

    @cached_property
    def compares(self) -> dict[str, tuple[tuple, bool]]:
        """Each predicate defined by a compare of a scalar: ``((relation, left, right), polarity)``
        with ``ne``, ``ge`` and ``gt`` as the negations of ``eq``, ``lt`` and ``le``."""
        found = {}
        for bundle in self.bundles:
            for op in bundle.ops:
                match = _COMPARE.search(op)
                if match:
                    name, relation, left, right = match.groups()
                    base, polarity = _RELATIONS[relation]
                    found[name] = ((base, self._value(left), self._value(right)), polarity)
        return found

    def _value(self, operand: str) -> str:
        """The scalar whose value ``operand`` holds: through copies and reloads of a spill slot
        that only ever stores one scalar (the compiler re-reads a branch's condition from its
        spill slot at an ``else``), so two compares of one value are known as one."""
        seen = set()
        while operand in self._sources and operand not in seen:
            seen.add(operand)
            operand = self._sources[operand]
        return operand

    @cached_property
    def _sources(self) -> dict[str, str]:
        """Each scalar register that only ever copies one other (``smov``) or reloads one from a
        spill slot that only ever stores one: a name or a slot given two values is no alias."""
        stored: dict[str, set[str]] = {}  # spill slot -> registers stored in it
        copied: dict[str, set[str]] = {}  # register -> registers copied into it
        loads: dict[str, set[str]] = {}  # register -> spill slots loaded into it
        for bundle in self.bundles:
            for op in bundle.ops:
                if store := _SPILL_STORE.search(op):
                    stored.setdefault(store.group(1), set()).add(store.group(2))
                elif load := _SPILL_LOAD.search(op):
                    loads.setdefault(load.group(1), set()).add(load.group(2))
                elif copy := _COPY.search(op):
                    copied.setdefault(copy.group(1), set()).add(copy.group(2))
        for register, slots in loads.items():
            if len(slots) == 1 and register not in copied:
                copied[register] = stored.get(next(iter(slots)), set())
        return {register: next(iter(values)) for register, values in copied.items() if len(values) == 1}

    def iteration(self, loop: Loop, assume: dict[tuple, bool] | None = None) -> float:
        """Scheduled cycles of one iteration of ``loop``, its longest path (inner loops at their
        constant trips; a loop set at run time inside it counts once), holding to ``assume``."""
        return self.iteration_cost(loop, assume).cycles

    def iteration_cost(self, loop: Loop, assume: dict[tuple, bool] | None = None) -> PathCost:
        """``iteration``'s cost (``path_cost``)."""
        key = (loop, tuple(sorted((assume or {}).items())))
        if key not in self._iterations:
            value = self.path_cost(loop.first, loop.latch, longest=True, assume=assume)
            if value is None:
                raise ScheduleError(f"{self.name}: no path through the loop at bundle {loop.first:#x}")
            self._iterations[key] = value
        return self._iterations[key]
