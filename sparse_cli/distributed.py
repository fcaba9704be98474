"""Multi-host runs on JAX's distributed runtime: every host runs the same command.

``join`` connects this process to the others with ``jax.distributed.initialize`` before any
JAX backend starts: on TPU VMs (and under SLURM, Open MPI or Kubernetes) from the environment,
elsewhere from an explicit coordinator address, process count and process id. The mesh then
spans every process's devices; each process feeds its own shards and process 0 reports.

A process that dies must not leave the others hanging in a collective. JAX's own heartbeat
aborts the survivors eventually, with a C++ stack trace; a watchdog thread here publishes a
pulse in the runtime's key-value store and watches the others', so the survivors stop sooner,
with one line naming the process that went silent.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from dataclasses import dataclass

import numpy as np

#: Seconds without a peer's pulse before this process gives up on it (JAX's own heartbeat
#: timeout is set to three times this, so the watchdog speaks first).
PEER_TIMEOUT_S = 20
#: Seconds every process waits for all the others to join.
JOIN_TIMEOUT_S = 120
#: Exit status of a process whose peers died or never joined.
EXIT_PEER_LOST = 3

_PULSE_S = 1.0
_PULSE_KEY = "sparse_cli/pulse/{}"
_DONE = "done"
_FINISHED = threading.Event()
_PULSE_LOCK = threading.Lock()


class JoinFailed(RuntimeError):
    """The processes could not form one run (a peer never joined, or the coordinator is gone)."""


@dataclass(frozen=True)
class Processes:
    """This process's place in a multi-host run."""

    process_id: int
    num_processes: int

    @property
    def reports(self) -> bool:
        """Process 0 speaks for the run; the others stay silent on stdout."""
        return self.process_id == 0


def parse_coordinator(text: str) -> str:
    """``HOST:PORT`` (an IPv6 host in brackets), checked before any process waits on it."""
    match = re.fullmatch(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})", text)
    if not match or not 0 < int(match.group(2)) < 65536:
        raise ValueError(f"--coordinator {text!r}: expected HOST:PORT, e.g. 10.0.0.2:8476")
    return text


#: A run of one process, which joins nothing.
ALONE = Processes(0, 1)


def join(coordinator: str | None, num_processes: int | None, process_id: int | None, detect: bool) -> Processes:
    """Join the run's other processes (``ALONE`` when no option asks for a multi-host run).

    ``detect``: let JAX find the processes from the environment (TPU VMs, SLURM, Open MPI,
    Kubernetes); otherwise all three of ``coordinator``, ``num_processes`` and ``process_id``
    are given (or none of them). Raises ``ValueError`` for inconsistent options and
    ``JoinFailed`` when the processes do not all arrive within ``JOIN_TIMEOUT_S``."""
    given = {"--coordinator": coordinator, "--num-processes": num_processes, "--process-id": process_id}
    if not detect and all(value is None for value in given.values()):
        return ALONE
    missing = [flag for flag, value in given.items() if value is None]
    if not detect and missing:
        raise ValueError(f"a multi-host run needs --coordinator, --num-processes and --process-id together "
                         f"(missing {', '.join(missing)}), or --distributed to read them from a TPU VM's environment")
    if coordinator is not None:
        parse_coordinator(coordinator)
    if num_processes is not None and process_id is not None and not 0 <= process_id < num_processes:
        raise ValueError(f"--process-id {process_id} must be in 0..{num_processes - 1} for --num-processes {num_processes}")

    import jax

    _keep_stdout_for_reports()
    try:
        jax.distributed.initialize(coordinator, num_processes, process_id, initialization_timeout=JOIN_TIMEOUT_S,
                                   heartbeat_timeout_seconds=3 * PEER_TIMEOUT_S)
    except (jax.errors.JaxRuntimeError, RuntimeError, ValueError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise JoinFailed(f"could not join the run's processes (coordinator {coordinator or 'from the environment'}, "
                         f"waited up to {JOIN_TIMEOUT_S} s): {first}") from None
    processes = Processes(jax.process_index(), jax.process_count())
    if processes.num_processes > 1:
        _Watchdog(processes).start()
    return processes


def finished(processes: Processes) -> None:
    """This process is done: its silence from now on is not a failure."""
    if processes.num_processes > 1:
        with _PULSE_LOCK:
            _FINISHED.set()
            _client().key_value_set(_PULSE_KEY.format(processes.process_id), _DONE, allow_overwrite=True)


def gathered(array) -> np.ndarray:
    """The whole value of a (possibly multi-host) array on every process."""
    import jax

    if jax.process_count() == 1:
        return np.asarray(array)
    from jax.experimental import multihost_utils

    return np.asarray(multihost_utils.process_allgather(array, tiled=True))


def _client():
    from jax._src import distributed  # the runtime's client (its key-value store): not re-exported

    return distributed.global_state.client


def _keep_stdout_for_reports() -> None:
    """Native libraries (gloo's connection log) print on file descriptor 1; a report (``--json``
    above all) must own stdout. Point descriptor 1 at stderr and keep Python's stdout on a copy
    of the real one."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = open(saved, "w", buffering=1, encoding=sys.stdout.encoding or "utf-8", closefd=True)  # noqa: SIM115


class _Watchdog(threading.Thread):
    """Publish this process's pulse every ``_PULSE_S`` and stop the process (status
    ``EXIT_PEER_LOST``) when a peer's pulse stays unchanged for ``PEER_TIMEOUT_S`` or the
    coordinator stops answering."""

    def __init__(self, processes: Processes):
        super().__init__(name="sparse-cli-watchdog", daemon=True)
        self.processes = processes

    def run(self) -> None:
        client, me, count = _client(), self.processes.process_id, self.processes.num_processes
        seen = {peer: (None, time.monotonic()) for peer in range(count) if peer != me}
        beat = 0
        while True:
            try:
                with _PULSE_LOCK:
                    if _FINISHED.is_set():
                        return
                    beat += 1
                    client.key_value_set(_PULSE_KEY.format(me), str(beat), allow_overwrite=True)
                now = time.monotonic()
                for peer, (last, since) in seen.items():
                    value = _value(client, _PULSE_KEY.format(peer))
                    if value != last:
                        seen[peer] = (value, now)
                    elif value != _DONE and now - since > PEER_TIMEOUT_S:
                        _stop(f"process {peer} of {count} stopped responding for {PEER_TIMEOUT_S} s "
                              f"(it died, was killed, or never started); process {me} stops too")
            except Exception as error:  # the coordinator (process 0's runtime service) is gone
                reason = str(error).strip().splitlines()[0] if str(error).strip() else repr(error)
                _stop(f"lost the run's coordinator (process 0): {reason}; process {me} stops too")
            time.sleep(_PULSE_S)


def _value(client, key: str) -> str | None:
    try:
        return client.key_value_try_get(key)
    except Exception as error:  # a key not yet written is NOT_FOUND, anything else is a real failure
        if "NOT_FOUND" in str(error):
            return None
        raise


def _stop(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()
    os._exit(EXIT_PEER_LOST)
