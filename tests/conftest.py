"""Fixtures, hooks and the environment every test runs in (helpers live in ``tests/support``).

Tests run on the CPU (even where the tpu extra's libtpu is installed; deviceless compilation
runs in child processes that load it) and see 8 simulated CPU devices, set before jax
initialises, so sharded runs can be checked against single-device runs.

Every random draw comes from one base seed (``tests/support/seeds.py``): a test takes ``seed``
or ``rng``, hypothesis tests are seeded here, and a failing test's report names its seed. Two
budgets are held here and shown at the end of the session: the share of generated cases each
hypothesis test rejects (``tests/support/rejections.py``) and the grid steps each test of the
fast tier has the Pallas TPU interpreter run (``tests/support/interpreter.py``). Compiled CPU
programs are shared by every worker of the session (``tests/support/compile_cache.py``).
"""

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")
# Eight host devices for the mesh tests. The CPU backend's LLVM optimisation off: the Pallas TPU
# interpreter compiles hundreds of small CPU programs per kernel and runs each briefly, so the
# suite spends more time compiling than running (measured: kernels, serving, verify and ring
# tests 166 s -> 137 s). IEEE semantics are kept (no fast math); TPU programs are unaffected
# (libtpu reads its own flags: the same scheduled cycles either way).
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8 --xla_backend_optimization_level=0")

import hypothesis
import numpy as np
import pytest

from tests.support import compile_cache, interpreter, rejections, seeds

SEED = pytest.StashKey[int]()
REJECTIONS = pytest.StashKey[list[rejections.Rejections]]()
STEPS = pytest.StashKey[int]()


def pytest_configure(config):
    seeds.fix_base_seed()
    compile_cache.share(config)


def pytest_unconfigure(config):
    compile_cache.remove(config)


def pytest_report_header(config):
    return f"base seed {os.environ[seeds.ENV]} (set {seeds.ENV}=N to change it, =random to draw one)"


@pytest.fixture(autouse=True)
def isolated_cache(tmp_path, monkeypatch):
    """Never read or write the user's real plan cache, or its sealing key, from a test."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("SPARSE_CLI_CACHE_DIR", str(cache))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return cache


@pytest.fixture
def seed(request) -> int:
    """This test's seed, derived from the base seed and the test's id (named on failure)."""
    request.node.stash[SEED] = seeds.seed_for(request.node.nodeid)
    return request.node.stash[SEED]


@pytest.fixture
def rng(seed) -> np.random.Generator:
    """A numpy Generator drawing from this test's seed."""
    return np.random.default_rng(seed)


def pytest_runtest_setup(item):
    interpreter.install()
    interpreter.COUNTER.reset()


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_call(item):
    """Hypothesis tests draw from the test's seed and fail past the rejection budget; a test of
    the fast tier fails past the interpreter's budget."""
    if hypothesis.is_hypothesis_test(item.obj):
        item.stash[SEED] = seeds.seed_for(item.nodeid)
        hypothesis.seed(item.stash[SEED])(item.obj)
    with rejections.collecting() as runs:
        result = yield
    item.stash[REJECTIONS] = runs
    item.stash[STEPS] = interpreter.COUNTER.steps
    for verdict in [counts.verdict() for counts in runs] + [interpreter.verdict(item.stash[STEPS], item.get_closest_marker("slow") is not None)]:
        if verdict:
            raise AssertionError(verdict)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        report.user_properties += [(rejections.PROPERTY, tuple(counts)) for counts in item.stash.get(REJECTIONS, [])]
        report.user_properties.append((interpreter.PROPERTY, item.stash.get(STEPS, interpreter.COUNTER.steps)))
    if report.failed and SEED in item.stash:
        report.sections.append(("seed", seeds.reproduce(item.nodeid, item.stash[SEED])))
    return report


def pytest_terminal_summary(terminalreporter):
    properties = [(report.nodeid, key, value) for reports in terminalreporter.stats.values() for report in reports
                  if getattr(report, "when", None) == "call" for key, value in report.user_properties]
    rejected = [(test_id, rejections.Rejections(*value)) for test_id, key, value in properties if key == rejections.PROPERTY]
    if rejected:
        terminalreporter.section("hypothesis: generated cases rejected (assume, filter)")
        for line in rejections.summary(rejected) or ["none"]:
            terminalreporter.write_line(line)
    steps = [(test_id, value) for test_id, key, value in properties if key == interpreter.PROPERTY]
    if any(value for _, value in steps):
        terminalreporter.section("interpreter tier: grid steps the Pallas TPU interpreter ran")
        for line in interpreter.summary(steps):
            terminalreporter.write_line(line)
