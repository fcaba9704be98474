"""One process of a two-process loopback run (``tests/test_multihost.py``): join, run the sharded
kernels on seeded inputs, and (process 0) save the gathered output and gradients.

``python -m tests.support.multihost PORT PROCESS_ID OUT.npz [die]``; with ``die``, process 1
exits right after joining, as a host that crashes would (and process 0 gives up on it after
``QUICK_TIMEOUT_S``).

``cli(...)``: the command line in a fresh Python whose multi-host timeouts a test sets, so a
test of a timeout waits for that timeout, not for the default's 20 s.
"""

import json
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np

import sparse_cli
from sparse_cli.execution import distributed
from sparse_cli.execution.api import Attention
from sparse_cli.execution.distributed import finished, join
from sparse_cli.mesh import MeshShape, gathered
from tests.support.contracts import mesh_document

#: The contract both processes run (and the test runs on one device to compare).
CONTRACT = mesh_document({"kind": "documents", "mask": {"kind": "causal"}}, name="two-hosts", segment_ids=True)
#: Seconds of a timeout a test waits for (the processes that must still meet in time are
#: started together, well within it).
QUICK_TIMEOUT_S = 5

_CLI = ("import sys; from sparse_cli.execution import distributed; "
        "distributed.JOIN_TIMEOUT_S, distributed.PEER_TIMEOUT_S = int(sys.argv[1]), int(sys.argv[2]); del sys.argv[1:3]; "
        "from sparse_cli.cli.app import main; sys.argv[0] = 'sparse-cli'; main()")


def cli(*args, join_s: int = distributed.JOIN_TIMEOUT_S, peer_s: int = distributed.PEER_TIMEOUT_S) -> list[str]:
    """``sparse-cli ARGS`` in a fresh Python that waits ``join_s`` for its peers to join and
    ``peer_s`` for a silent peer."""
    return [sys.executable, "-c", _CLI, str(join_s), str(peer_s), *map(str, args)]


def inputs(seed: int):
    """q, k, v, segment ids and a cotangent, the same on every process."""
    from sparse_cli.planner.runtime import random_documents

    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal((h, 512, 32)).astype(np.float32) for h in (4, 2, 2))
    ids = random_documents(rng, 512)
    return q, k, v, (ids, ids), rng.standard_normal((4, 512, 32)).astype(np.float32)


def main(port: str, process_id: str, out: str, mode: str = "") -> None:
    if mode == "die":
        distributed.PEER_TIMEOUT_S = QUICK_TIMEOUT_S
    processes = join(f"127.0.0.1:{port}", 2, int(process_id), False)
    if mode == "die" and processes.process_id == 1:
        os._exit(9)
    plan = sparse_cli.plan(sparse_cli.load_contract(CONTRACT))
    attention = Attention(plan, interpret=True, mesh=MeshShape(1, 8))  # the q axis spans both processes
    q, k, v, ids, cotangent = inputs(seed=7)
    q, k, v, ids, _ = attention.place(q, k, v, sparse_cli.SegmentIds(*ids))
    output, pullback = jax.vjp(lambda q, k, v: attention(q, k, v, ids), q, k, v)
    results = [gathered(x) for x in (output, *pullback(attention.place_output(jnp.asarray(cotangent))))]
    finished(processes)
    if processes.reports:
        np.savez(out, *results)
        print(json.dumps({"processes": jax.process_count(), "devices": jax.device_count(), "local": jax.local_device_count()}))


if __name__ == "__main__":
    main(*sys.argv[1:])
