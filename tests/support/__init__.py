"""The shared test base: what more than one test module needs, in one place.

- ``contracts``: paths to the shipped contracts and fixtures, contract document builders, writing them.
- ``cli``: running the command line in-process or a contract load in a bounded child process,
  and what a terminal shows.
- ``kernels``: seeded inputs, the float64 reference, running a backend, tolerance checks.
- ``backends``: what each backend declares it supports, for the capability-flagged suite.
- ``oracle``: the independent brute-force mask oracle (imports nothing of the planner).
- ``plan_checks``: every property a plan must have, checked against the oracle.
- ``strategies``: hypothesis strategies for random contracts.
- ``multihost``: one process of a two-process run (``python -m tests.support.multihost``).

Test modules import from here, never from each other; ``conftest.py`` holds only fixtures and
the environment the tests run in.
"""
