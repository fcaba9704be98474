"""The schedule instrument: libtpu's final VLIW schedule read into loops, paths and scheduled
cycles (``audit.schedule``, ``audit.cycles``).

Two kinds of fixed point: a hand-written dump whose every figure is known, and small Pallas
kernels of known structure compiled deviceless (a loop of N trips, a matmul added, a branch
taken or not, a grid of G steps) — a parser change that miscounts fails here."""

import json
import subprocess
import sys
from types import SimpleNamespace

import pytest
from rich.console import Console

import sparse_cli
from sparse_cli.audit.cycles import KernelWork, ProgramSchedule, dump_args, kernel_report, kernel_work
from sparse_cli.audit.schedule import KernelSchedule, ScheduleError, parse_bundles
from sparse_cli.backends import BACKENDS
from sparse_cli.cli.program_views import schedules
from sparse_cli.report.smem import pass_launches
from sparse_cli.targets import TARGETS
from tests.support import oracle
from tests.support.cli import invoke
from tests.support.contracts import contract_document, small_contract, write
from tests.support.deviceless import libtpu_env

# A kernel of 20 bundles on a chip with a branch delay of 2: a grid loop (LB at 3, exit test 6:
# four steps and two pipeline stages) whose body skips bundles 7..9 when a flag is set (branch at
# 4, taken after the delay slots 5 and 6) and holds a loop of run-time length (LB at 10) with MXU
# work; the grid's back edge at 14 ends its iterations at 16. Bundle 1's comment spans two lines.
DELAY = 2
DUMP = """= control target key start
LB: loop body
= control target key end

     0   :  { %s1 = smov 0 }
   0x1   :  { %s2 = inlined_call_operand.hbm [shape: f32[8], index: 0] /* operand 0, a comment
that spans a line */ }
   0x2   :  {}
   0x3 LB: > { %s3 = sadd.s32 1, %s9 } /* Start region 7 */
   0x4   : > { %p4 = scmp.ge.s32.totalorder %s3, 6 /* loop exit test */  ;;  %5 = sbr.rel (%p1) target = $region9 }
   0x5   : > { %s6 = sadd.s32 1, %s3 }
   0x6   : > { %s7 = sadd.s32 1, %s3 }
   0x7   : > { %v8 = vadd.f32 %v1, %v2 }
   0x8   : > { %v9 = vadd.f32 %v1, %v2 }
   0x9   : > { %v10 = vadd.f32 %v1, %v2 } /* End region 8 */
   0xa LB: >> { %11 = vmatmul.bf16.gmra.mxu0 %v1 } /* Start/End empty region 9 :: Start region 11 */
   0xb   : >> { %12 = sbr.rel (!%p2) target = $region11 }
   0xc   :  {}
   0xd   : >> { %v13 = vpop.f32.mrf.mxu0 }
   0xe   : > { %14 = sbr.rel (!%p4) target = $region7 }
   0xf   : > { %s15 = smov 1 }
  0x10   :  {}
  0x11   :  { %s16 = smov 2 }
  0x12   :  { %17 = vsyncpa [#allocation1], 1 }
  0x13   :  { %18 = sst [smem:[#allocation5_spill]] %s16 }
"""
UTILIZATION = """== CAPACTIY:
MXU, XLU, VALU, VPOP, EUP, VLOAD, VLOAD:FILL, VSTORE, VSTORE:SPILL, SALU
    4     3     4     2     1     3     3     1     1     2
== UTILIZATION:
""" + "\n".join("1 0 0 0 0 0 0 0 0 0" if index == 0xA else "0 0 1 0 0 0 0 0 1 1" if index == 0x7 else "0 0 0 0 0 0 0 0 0 1"
                for index in range(20))


@pytest.fixture
def kernel():
    return KernelSchedule.of_texts("handwritten", DUMP, UTILIZATION, DELAY)


def test_bundles_loops_and_trips_of_a_known_dump(kernel):
    assert len(kernel.bundles) == 20
    assert kernel.bundles[2].empty and kernel.bundles[1].ops and "spans a line" in kernel.bundles[1].ops[0]
    grid, tiles = kernel.loops
    assert (grid.first, grid.last, grid.depth, grid.trips, grid.latch) == (3, 0x10, 1, 6, 0x10)
    assert (tiles.first, tiles.last, tiles.depth, tiles.trips, tiles.latch) == (0xA, 0xD, 2, None, 0xD)
    assert grid.holds(tiles) and not tiles.holds(grid)
    units = kernel.units
    assert units is not None and units.busy["MXU"] == 1 and units.vector_spill_bundles == 1 and units.scalar_spill_ops == 1


def test_paths_resolve_the_branch_after_its_delay_slots(kernel):
    grid, tiles = kernel.loops
    assert kernel.iteration(tiles) == 4  # 0xa..0xd
    skip = kernel.path(grid.first, grid.latch, longest=False, inner={tiles: 0.0})
    walk = kernel.path(grid.first, grid.latch, longest=True, inner={tiles: 0.0})
    assert skip == 4 + 3  # 3..6 (the branch and its delay slots), the tile loop at no cost, then 0xe..0x10
    assert walk == 7 + 3  # 3..9, the tile loop at no cost, 0xe..0x10
    assert kernel.path(grid.first, grid.latch, longest=False, inner={tiles: 2.5}, mxu=True) == 7 + 2.5
    assert kernel.path(grid.first, grid.latch, longest=True, inner={tiles: 0.0}, mxu=False) is None  # every path enters the tile loop
    assert kernel.path(grid.first, grid.latch, longest=False, inner={tiles: 0.0}, keep=[4]) == 10
    assert kernel.path(grid.first, grid.latch, longest=True, inner={tiles: None}) is None  # the tile loop cannot be bypassed


def test_scheduled_cycles_count_steps_and_tiles(kernel):
    chip = TARGETS["v5e"]
    one = kernel_report(kernel, KernelWork(steps=4, tiles=10, output_blocks=4, tile_multiply_adds=128 * 128 * 128), chip)
    two = kernel_report(kernel, KernelWork(steps=4, tiles=11, output_blocks=4, tile_multiply_adds=128 * 128 * 128), chip)
    # a step: the shortest way into the tile loop (7..9 skipped); the row's ends: what the longest adds
    assert one.paths == {"pipeline_stage": 7.0, "step": 7.0, "row_ends": 3.0, "full_tile": 4.0, "partial_tile": 4.0}
    outside = 20 - 14  # bundles 0..2 and 0x11..0x13 run once
    assert one.scheduled_cycles == outside + 2 * 7 + 4 * (7 + 3) + 10 * 4
    fanout = kernel_report(kernel, KernelWork(steps=4, tiles=10, output_blocks=2, tile_multiply_adds=0), chip)
    assert one.scheduled_cycles - fanout.scheduled_cycles == 2 * 3  # two blocks of two steps: their ends once each
    assert two.scheduled_cycles - one.scheduled_cycles == 4  # one more tile, one more tile path
    assert one.mxu_floor_per_tile == 128 * 128 * 128 / (4 * 128 * 128)
    # MXU busy: bundle 0xa, once a tile, uses one of the four MXUs' issue slots; nothing else does
    assert one.mxu_busy == pytest.approx(10 * (1 / 4) / one.scheduled_cycles)
    # bundle 0x7 spills a vector register: only on the longest way through a step, a block's ends
    assert one.path_spills == {"pipeline_stage": 0.0, "step": 0.0, "row_ends": 1.0, "full_tile": 0.0, "partial_tile": 0.0}
    assert (one.scheduled_spills, fanout.scheduled_spills, one.units["vector_spill_bundles"]) == (4, 2, 1)
    assert [(loop.counts, loop.bundles) for loop in one.loops] == [("grid steps + pipeline stages", 14), ("tiles of the step", 4)]
    # a megacore device (v5p) whose grid loop runs half the launch's steps: one core's share
    split = kernel_report(kernel, KernelWork(steps=8, tiles=20, output_blocks=8, tile_multiply_adds=128 * 128 * 128), chip, cores=2)
    assert split.work.cores == 2 and (split.work.steps, split.work.tiles) == (4, 10) and split.scheduled_cycles == one.scheduled_cycles
    assert kernel_report(kernel, KernelWork(steps=8, tiles=20, output_blocks=8, tile_multiply_adds=0), chip).scheduled_cycles is None


@pytest.mark.parametrize("target, head_dim, head_dim_v, block, want", [
    # v5e's 128-deep arrays: q.k at head_dim 192 takes two passes (as 256), p.v at 128 one
    ("v5e", 192, 128, 512, 512 * 256 * 512 + 512 * 512 * 128),
    # v6e's 256 x 256: a 128-token block and head_dim 64 each fill part of an array; q.k streams
    # its 128 rows past 256 x 256 of weights (64 -> 256 deep, 128 -> 256 wide), p.v its 128 rows
    # past 128 -> 256 deep, 64 -> 256 wide
    ("v6e", 64, 64, 128, 128 * 256 * 256 + 128 * 256 * 256),
])
def test_the_shaped_mxu_floor_rounds_each_products_dimensions_up_to_whole_arrays(target, head_dim, head_dim_v, block, want):
    """``KernelWork.tile_shaped_multiply_adds``: what the chip's MXUs spend on a forward tile's
    two products, worked out by hand per case; the plain floor counts the products' own
    multiply-adds."""
    contract = sparse_cli.load_contract(contract_document({"kind": "causal"}, 2048, 2048, 1, head_dim=head_dim, head_dim_v=head_dim_v,
                                                          dtype="bfloat16", blocks=block, target=target))
    plan = sparse_cli.plan(contract)
    work = kernel_work(plan.contract, pass_launches(BACKENDS["pallas"], plan.contract, plan.worklists, plan.smem_budget),
                       ["sparse_cli_fwd"])["sparse_cli_fwd"]
    assert work is not None and work.tile_heads == 1
    assert (work.tile_multiply_adds, work.tile_shaped_multiply_adds) == (block * block * (head_dim + head_dim_v), want)
    report = kernel_report(KernelSchedule.of_texts("fwd", DUMP, UTILIZATION, DELAY), work, TARGETS[target])
    assert report.mxu_shaped_floor_per_tile == TARGETS[target].mxu_cycles(want) >= report.mxu_floor_per_tile


# A tile loop (one step, delay 2) that branches on a tile's class (2: full) and computes a full
# tile in 0x4..0x7 or a partial one in 0xd..0x12; the full body then falls into the partial
# body's guard (0x8..0xa), whose compare (predicated, as the compiler writes one inside another
# branch) reloads the class from the spill slot the top stored it in: 3 + 4 + 3 + 2 (delay
# slots) + 3 = 15 bundles for a full tile, 3 + 2 + 3 + 2 + 6 + 3 = 19 for a partial one. Read as two unrelated compares, a full tile would also walk the partial
# body: 21.
CLASS_DUMP = """   0x0   :  { %s1_s1 = smov 0 }
   0x1 LB: > { %s2_s4 = sld [smem:[#allocation3]] } /* Start region 1 */
   0x2   : > { %p3_p1 = scmp.ne.s32.totalorder %s2_s4, 2  ;;  %4 = sst [smem:[#allocation7_spill]] %s2_s4 }
   0x3   : > { %5 = sbr.rel (%p3_p1) target = $region2 }
   0x4   : > { %6 = vmatmul.bf16.gmra.mxu0 %v1_v1 }
   0x5   : > { %v7_v2 = vadd.f32 %v1_v1, %v1_v1 }
   0x6   : > { %v8_v3 = vadd.f32 %v1_v1, %v1_v1 }
   0x7   : > { %v9_v4 = vadd.f32 %v1_v1, %v1_v1 }
   0x8   : > { %s10_s5 = sld [smem:[#allocation7_spill]] } /* Start region 2 */
   0x9   : > { %s11_s6 = smov %s10_s5  ;;  %s30_s8 = sadd.s32 1, %s1_s1 }
   0xa   : > { %p12_p2 = scmp.eq.s32.totalorder (!%p9_p4), %s11_s6, 2  ;;  %13 = sbr.rel (%p12_p2) target = $region3 }
   0xb   : > { %v14_v5 = vadd.f32 %v1_v1, %v1_v1 }
   0xc   : > { %v15_v6 = vadd.f32 %v1_v1, %v1_v1 }
""" + "".join(f"  {index:#x}   : > {{ %v{index}_v7 = vmul.f32 %v1_v1, %v1_v1 }}\n" for index in range(0xD, 0x13)) + """\
  0x13   : > { %p20_p3 = scmp.ge.s32.totalorder %s30_s8, %s1_s1  ;;  %21 = sbr.rel (!%p20_p3) target = $region1 } /* Start region 3 */
  0x14   : > { %s22_s9 = smov 1 }
  0x15   : > { %s23_s9 = smov 2 }
  0x16   :  { %s24_s9 = smov 3 }
"""


def test_an_if_and_its_else_are_one_compare_through_a_spill_slot():
    chip = TARGETS["v5e"]
    mxu = "1 0 0 0 0 0 0 0 0 0"
    utilization = UTILIZATION.split("== UTILIZATION:\n")[0] + "== UTILIZATION:\n" + "\n".join(
        mxu if index == 4 else "0 0 0 0 0 0 0 0 0 1" for index in range(0x17))
    work = KernelWork(steps=1, tiles=3, partial_tiles=1, output_blocks=1, tile_multiply_adds=0)
    report = kernel_report(KernelSchedule.of_texts("classes", CLASS_DUMP, utilization, DELAY), work, chip)
    assert (report.paths["full_tile"], report.paths["partial_tile"]) == (15.0, 19.0)
    # bundle 4, the one that uses an MXU, is on every tile's path (a partial tile's in the branch's delay slots)
    assert report.mxu_busy == pytest.approx(3 * (1 / 4) / report.scheduled_cycles)
    # the slot given a second value, or the copy a second source: no longer known as one compare
    for changed in ("%25 = sst [smem:[#allocation7_spill]] %s1_s1", "%s11_s6 = smov %s1_s1"):
        unrelated = kernel_report(KernelSchedule.of_texts("classes", CLASS_DUMP.replace("%s22_s9 = smov 1", changed), utilization, DELAY),
                                  work, chip)
        assert unrelated.paths["full_tile"] == unrelated.paths["partial_tile"] == 21.0, changed


def test_an_unreadable_dump_is_refused():
    with pytest.raises(ScheduleError, match="no bundles"):
        parse_bundles("not a dump")


def test_a_branch_to_a_region_no_bundle_starts_leaves_the_kernel():
    """v5p's megacore guard (core id not 0) jumps to the kernel's exit, whose region no bundle
    starts: the guarded bundles are skipped on the shortest path, walked on the longest."""
    dump = "".join(f"   {index:#x}   :  {{ %s{index} = smov 0 }}\n" for index in range(6))
    dump = dump.replace("%s1 = smov 0", "%1 = sbr.rel (%p1) target = $region4")
    kernel = KernelSchedule.of_texts("guarded", dump, None, 1)
    assert (kernel.path(0, 5, longest=False), kernel.path(0, 5, longest=True)) == (3, 6)  # bundles 0-2 (1 delay slot), or all


# An outer loop (LB at 1) of 12 trips whose counter and exit test lie in the delay slots (6..8,
# delay 3) of its inner loop's back edge (5): the inner loop (LB at 3) runs to a register's bound.
# As TPU7x's serving kernel (five slots) has its grid's exit test in its page loop's slots.
NESTED_DUMP = """     0   :  { %s1 = smov 0 }
   0x1 LB: > { %s2 = sphi %s1, %s9 } /* Start region 1 */
   0x2   : > { %v3 = vadd.f32 %v1, %v2 }
   0x3 LB: >> { %s4 = sadd.s32 1, %s5 } /* Start region 3 */
   0x4   : >> { %p6 = scmp.ge.s32.totalorder %s4, %s7 }
   0x5   : > { %8 = sbr.rel (!%p6) target = $region3 }
   0x6   : > { %s9 = sadd.s32 1, %s2 }
   0x7   : > { %p10 = scmp.ge.s32.totalorder %s9, 12 /* loop exit test */ }
   0x8   : > { %11 = sbr.rel (!%p10) target = $region1 }
   0x9   :  {}
   0xa   :  {}
   0xb   :  {}
   0xc   :  { %s12 = smov 2 }
"""


def test_a_loops_trips_are_its_own_back_edges_bound():
    """A loop's trips come from the compare its own back edge branches on: an outer loop's exit
    test in an inner loop's delay slots is the outer loop's (12), and the inner loop's bound is
    a register (set at run time)."""
    outer, inner = KernelSchedule.of_texts("nested", NESTED_DUMP, None, 3).loops
    assert (outer.first, outer.latch, outer.trips) == (1, 0xB, 12)
    assert (inner.first, inner.last, inner.latch, inner.trips) == (3, 4, 8, None)


# A branch (issued at 2, delay 2) that skips a loop of 10 trips (LB at 4, 5 bundles an
# iteration) takes effect in the loop's first bundle: taken, that bundle runs once and the path
# goes on at its target (9). As TPU7x's serving kernel guards its page-cleaning loop.
GUARDED_LOOP_DUMP = """     0   :  { %s1 = smov 0 }
   0x1   :  { %p2 = scmp.eq.s32.totalorder %s1, 2 }
   0x2   :  { %3 = sbr.rel (%p2) target = $region9 }
   0x3   :  { %s4 = smov 1 }
   0x4 LB: > { %v5 = vadd.f32 %v1, %v2 } /* Start region 5 */
   0x5   : > { %p6 = scmp.ge.s32.totalorder %s4, 10 /* loop exit test */ }
   0x6   : > { %7 = sbr.rel (!%p6) target = $region5 }
   0x7   : > {}
   0x8   : > {}
   0x9   :  { %s8 = smov 2 } /* Start region 9 */
   0xa   :  { %s9 = smov 3 }
"""


def test_a_branch_taking_effect_in_a_loops_first_bundle_skips_the_loop():
    kernel = KernelSchedule.of_texts("guarded loop", GUARDED_LOOP_DUMP, None, 2)
    (loop,) = kernel.loops
    assert (loop.first, loop.latch, loop.trips, kernel.iteration(loop)) == (4, 8, 10, 5)
    assert kernel.path(0, 0xA, longest=False) == 5 + 2  # bundles 0..4, then 9 and 0xa
    assert kernel.path(0, 0xA, longest=True) == 4 + 10 * 5 + 2


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    """Every synthetic kernel compiled for v5e and tpu7x in one child process (libtpu reads its
    dump flags when it loads)."""
    pytest.importorskip("libtpu")
    dump = tmp_path_factory.mktemp("dump")
    env = libtpu_env(SCHEDULE_DUMP=str(dump), LIBTPU_INIT_ARGS=dump_args(None, dump))
    child = subprocess.run([sys.executable, "-m", "tests.support.synthetic_kernels", "v5e", "tpu7x"], capture_output=True, text=True,
                           env=env, check=False)
    assert child.returncode == 0, child.stderr[-2000:]
    return json.loads(child.stdout)


@pytest.mark.parametrize("target", ["v5e", "tpu7x"])
def test_a_loops_trips_change_its_count_not_its_bundles(synthetic, target):
    seven, thirteen = synthetic[target]["loop7"]["report"], synthetic[target]["loop13"]["report"]
    assert [loop["trips"] for loop in seven["loops"]] == [7] and [loop["trips"] for loop in thirteen["loops"]] == [13]
    assert seven["bundles"] == thirteen["bundles"] and seven["loops"][0]["bundles"] == thirteen["loops"][0]["bundles"]
    iteration = seven["loops"][0]["iteration_cycles"]
    assert thirteen["scheduled_cycles"] - seven["scheduled_cycles"] == 6 * iteration


@pytest.mark.parametrize("target", ["v5e", "tpu7x"])
def test_a_matmul_adds_mxu_work_and_cycles(synthetic, target):
    plain, matmul = synthetic[target]["loop7"]["report"], synthetic[target]["loop7_matmul"]["report"]
    assert plain["units"]["mxu"] == 0 < matmul["units"]["mxu"]
    assert matmul["loops"][0]["iteration_cycles"] > plain["loops"][0]["iteration_cycles"]


@pytest.mark.parametrize("target", ["v5e", "tpu7x"])
def test_a_grid_runs_its_steps_and_two_pipeline_stages(synthetic, target):
    report = synthetic[target]["grid5"]["report"]
    grid, inner = report["loops"]
    assert (grid["counts"], grid["trips"], inner["trips"]) == ("grid steps + pipeline stages", 5 + 2, 7)
    assert report["paths"]["pipeline_stage"] < report["paths"]["step"]


@pytest.mark.parametrize("target", ["v5e", "tpu7x"])
def test_a_branch_not_taken_costs_the_region_it_guards(synthetic, target):
    report = synthetic[target]["branch"]["report"]
    inner = report["loops"][1]
    paths = report["paths"]
    assert paths["visited_step"] - paths["skipped_step"] >= inner["trips"] * inner["iteration_cycles"]


@pytest.mark.parametrize("target", ["v5e", "tpu7x"])
def test_the_chip_tables_branch_delay_matches_the_compilers_loops(synthetic, target):
    """After a plain loop's back edge, exactly ``branch_delay`` bundles still belong to the loop
    (marked at its depth, or empty); the next one is the code after it."""
    case = synthetic[target]["loop7"]
    (back_edge,) = case["depths_after_branches"]
    depths, empty = case["depths_after_branches"][back_edge], case["empty_after_branches"][back_edge]
    delay = case["delay"]
    assert all(depth >= 1 or blank for depth, blank in zip(depths[:delay], empty[:delay]))
    assert depths[delay] == 0 and not empty[delay]


def test_a_lock_written_with_the_schedule_explains_a_change_in_scheduled_cycles():
    """``deviceless_changes``: scheduled cycles are a kernel fact when both the lock and the
    check read the schedule, and no fact when either did not."""
    from sparse_cli.audit.drift import deviceless_changes

    memory = {"argument": 1, "output": 1, "temp": 0}
    locked = {"kernel_vmem_bytes": {}, "memory": memory, "scheduled_cycles": {"sparse_cli_fwd": 48_480.0, "sparse_cli_dq": 61_726.0}}
    now = {"kernel_vmem_bytes": {}, "memory": memory, "scheduled_cycles": {"sparse_cli_fwd": 52_324.0, "sparse_cli_dq": 61_726.0}}
    (change,) = deviceless_changes(locked, now)
    assert (change.subject, change.fact, change.before, change.after) == ("sparse_cli_fwd", "scheduled cycles", 48_480.0, 52_324.0)
    assert deviceless_changes(locked, {"kernel_vmem_bytes": {}, "memory": memory}) == []


@pytest.mark.slow
def test_compile_schedule_counts_each_kernels_spills_as_its_work_runs_them(tmp_path):
    """``compile --deviceless --schedule`` on a small causal contract, forward + backward: each
    kernel's spill bundles on each path it reports (at most its cycles) and as its work runs
    them (at most its scheduled cycles), summed into the program's; the human table shows them
    beside the static count. (The hand-written dump above pins how they are counted.)"""
    pytest.importorskip("libtpu")
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=2048, kv_len=2048, block_q=512, block_kv=512, target="v5e"))
    result = invoke("compile", path, "--grads", "--deviceless", "v5e:2x2", "--schedule", "--json")
    assert result.exit_code == 0, result.output
    entries = json.loads(result.stdout)["entries"]
    programs = [ProgramSchedule.model_validate(entry["deviceless"]["schedule"]) for entry in entries]
    for program in programs:
        for k in program.kernels:
            assert set(k.path_spills) == set(k.paths) and all(0 <= k.path_spills[name] <= k.paths[name] for name in k.paths), k.name
            assert k.scheduled_spills is not None and 0 <= k.scheduled_spills <= k.scheduled_cycles, k.name
        assert program.scheduled_spills == sum(k.scheduled_spills for k in program.kernels)
    out = Console(width=200, record=True)
    schedules(out, [SimpleNamespace(contract=e["contract"], pass_=e["pass"], deviceless=SimpleNamespace(schedule=program))
                    for e, program in zip(entries, programs)])
    assert "spills run" in out.export_text()


def test_a_megacore_chips_program_is_read_per_core(tmp_path):
    """v5p's compile-only devices say ``TPU v5`` (the table's chip is found by the topology) and
    each is a megacore of two TensorCores: the compiler splits our kernel's grid of kv heads
    over them, its grid loop running half the steps plus two pipeline stages; the instrument
    multiplies one core's share."""
    pytest.importorskip("libtpu")
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=2048, kv_len=2048, num_heads=4, block_q=512, block_kv=512,
                                          target="v5p"))
    result = invoke("compile", path, "--deviceless", "v5p:2x2x1", "--backend", "pallas", "--schedule", "--json")
    assert result.exit_code == 0, result.output
    (entry,) = json.loads(result.stdout)["entries"]
    program = ProgramSchedule.model_validate(entry["deviceless"]["schedule"])
    (kernel,) = program.kernels
    launched = entry["work"]["fwd"]["grid_steps"]
    assert kernel.work is not None and kernel.work.cores == 2 and kernel.work.steps == launched // 2
    assert kernel.loops[0].trips == launched // 2 + 2 and kernel.scheduled_cycles is not None
    out = Console(width=200, record=True)
    schedules(out, [SimpleNamespace(contract=entry["contract"], pass_=entry["pass"], deviceless=SimpleNamespace(schedule=program))])
    assert "split over 2 TensorCores counts one core's share" in " ".join(out.export_text().split())


def test_splash_fused_backward_walks_every_q_block_of_each_kv_block(tmp_path):
    """Splash's fused backward (backend ``splash-fused``) has no dq kernel: its dK/dV kernel steps
    through every q block of each kv block, visited or not, and computes dq too. The compiler's
    own grid loop runs heads x kv blocks x q blocks steps (and two pipeline stages); the work the
    instrument multiplies counts them, the brute-force mask's visited tiles, and five products
    a tile (dq's among them)."""
    pytest.importorskip("libtpu")
    doc = small_contract({"kind": "sliding_window", "size": 300}, q_len=2048, kv_len=2048, num_heads=2, block_q=256, block_kv=512,
                         target="v5e")
    result = invoke("compile", write(tmp_path, doc), "--grads", "--deviceless", "v5e:2x2", "--backend", "splash-fused", "--schedule", "--json")
    assert result.exit_code == 0, result.output
    entry = json.loads(result.stdout)["entries"][-1]
    program = ProgramSchedule.model_validate(entry["deviceless"]["schedule"])
    assert {k.name.split(".")[0] for k in program.kernels} == {"splash_mha_fwd_residuals", "splash_mha_dkv_no_residuals"}
    (dkv,) = [k for k in program.kernels if "_dkv" in k.name]
    heads, q_blocks, kv_blocks = 2, 2048 // 256, 2048 // 512
    dense = oracle.dense_mask(doc)  # [H, q, kv]
    visited = dense.reshape(heads, q_blocks, 256, kv_blocks, 512).any(axis=(2, 4))
    assert dkv.loops[0].trips == heads * kv_blocks * q_blocks + 2
    assert dkv.work is not None and dkv.work.steps == heads * kv_blocks * q_blocks and dkv.work.tiles == visited.sum()
    assert dkv.work.tile_multiply_adds == 256 * 512 * 5 * doc["shape"]["head_dim"]
    assert dkv.scheduled_cycles is not None and program.scheduled_cycles >= dkv.scheduled_cycles
