"""Multi-host runs on JAX's distributed runtime: every host runs the same command.

``join`` connects this process to the others with ``jax.distributed.initialize`` before any
JAX backend starts: on TPU VMs (and under SLURM, Open MPI or Kubernetes) from the environment,
elsewhere from an explicit coordinator address, process count and process id. The mesh then
spans every process's devices; each process feeds its own shards and process 0 reports.

JAX's runtime answers a process that never arrives, a process id given twice or a process
that runs another command with a C++ abort minutes later (or a collective that times out). So
before it starts, the processes introduce themselves to process 0, which listens on the
coordinator's port itself and answers all of them at once: go, or one line naming what is
wrong (exit 3 on every process). A join that still does not complete stops the process too.

A process that dies must not leave the others hanging in a collective. JAX's own heartbeat
aborts the survivors eventually, with a C++ stack trace; a watchdog thread here publishes a
pulse in the runtime's key-value store and watches the others', so the survivors stop sooner,
with one line naming the process that went silent.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

#: Seconds without a peer's pulse before this process gives up on it (JAX's own heartbeat
#: timeout is set to three times this, so the watchdog speaks first).
PEER_TIMEOUT_S = 20
#: Seconds every process waits for all the others to join.
JOIN_TIMEOUT_S = 20
#: Most processes a run may have (a TPU pod slice has at most a few thousand hosts).
MAX_PROCESSES = 1 << 16
#: Exit status of a process whose peers died or never joined.
EXIT_PEER_LOST = 3

_PULSE_S = 1.0
_PULSE_KEY = "sparse_cli/pulse/{}"
_DONE = "done"
_FINISHED = threading.Event()
_PULSE_LOCK = threading.Lock()
_GO = "go"  # process 0's answer when every process arrived and runs the same thing
_LINE_LIMIT = 1 << 16  # bytes of one introduction or answer
_MAX_DEPTH = 4  # deepest nesting of an introduction ({"facts": {"mesh": "heads=2,q=4"}} is 2)
_SHOWN = 200  # most characters of a value from the network that a message quotes
_RETRY_S = 0.2  # how often a process knocks until process 0 listens
_LINGER_S = 3 * _RETRY_S  # process 0 listens this long after the last id arrived, to catch one given twice


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


def parse_coordinator(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (an IPv6 host in brackets) as ``(host, port)``, checked before any process
    waits on it."""
    match = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\]:([0-9]{1,5})|([A-Za-z0-9.-]+):([0-9]{1,5})", text)
    if not match or not 0 < int(match.group(2) or match.group(4)) < 65536:
        raise ValueError(f"--coordinator {text!r}: expected HOST:PORT, e.g. 10.0.0.2:8476")
    return match.group(1) or match.group(3), int(match.group(2) or match.group(4))


#: A run of one process, which joins nothing.
ALONE = Processes(0, 1)


def multi_host(coordinator: str | None, num_processes: int | None, process_id: int | None, detect: bool) -> bool:
    """Whether the options ask for a multi-host run; ``ValueError`` naming the flag when they
    are incomplete or out of bounds."""
    given = {"--coordinator": coordinator, "--num-processes": num_processes, "--process-id": process_id}
    if not detect and all(value is None for value in given.values()):
        return False
    missing = [flag for flag, value in given.items() if value is None]
    if not detect and missing:
        raise ValueError(f"a multi-host run needs --coordinator, --num-processes and --process-id together "
                         f"(missing {', '.join(missing)}), or --distributed to read them from a TPU VM's environment")
    if coordinator is not None:
        parse_coordinator(coordinator)
    if num_processes is not None and not 1 <= num_processes <= MAX_PROCESSES:
        raise ValueError(f"--num-processes {num_processes}: expected 1..{MAX_PROCESSES}")
    limit = num_processes if num_processes is not None else MAX_PROCESSES
    if process_id is not None and not 0 <= process_id < limit:
        raise ValueError(f"--process-id {process_id} must be in 0..{limit - 1}"
                         + (f" for --num-processes {num_processes}" if num_processes is not None else ""))
    return True


def join(coordinator: str | None, num_processes: int | None, process_id: int | None, detect: bool,
         facts: dict | None = None, last_words: Callable[[str], None] | None = None) -> Processes:
    """Join the run's other processes (``ALONE`` when no option asks for a multi-host run).

    ``detect``: let JAX find the processes from the environment (TPU VMs, SLURM, Open MPI,
    Kubernetes); otherwise all three of ``coordinator``, ``num_processes`` and ``process_id``
    are given (or none of them), and every process's ``facts`` (JSON values: what it runs) must
    equal process 0's. Raises ``ValueError`` for inconsistent options (``multi_host``) and
    ``JoinFailed`` when the processes do not all arrive within ``JOIN_TIMEOUT_S``, or disagree.
    ``last_words(message)`` runs before a process whose peers are lost later exits (the CLI's
    ``--json`` error document), after the message is on stderr."""
    if not multi_host(coordinator, num_processes, process_id, detect):
        return ALONE
    if coordinator is not None and num_processes is not None and process_id is not None:
        _introduce(parse_coordinator(coordinator), num_processes, process_id, facts or {})
    import jax

    _keep_stdout_for_reports()
    where = coordinator or "from the environment"
    _LAST_WORDS[:] = [last_words] if last_words is not None else []
    backstop = threading.Timer(JOIN_TIMEOUT_S, _stop, [f"JAX's distributed runtime (coordinator {where}) did not connect "
                                                       f"the run's processes within {JOIN_TIMEOUT_S} s"])
    backstop.daemon = True
    backstop.start()  # JAX's own timeout (longer) would abort with a C++ stack trace
    try:
        jax.distributed.initialize(coordinator, num_processes, process_id, initialization_timeout=2 * JOIN_TIMEOUT_S,
                                   heartbeat_timeout_seconds=3 * PEER_TIMEOUT_S)
    except (jax.errors.JaxRuntimeError, RuntimeError, ValueError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise JoinFailed(f"could not join the run's processes (coordinator {where}): {first}") from None
    finally:
        backstop.cancel()
    processes = Processes(jax.process_index(), jax.process_count())
    if processes.num_processes > 1:
        _Watchdog(processes).start()
    return processes


def _introduce(address: tuple[str, int], num_processes: int, process_id: int, facts: dict) -> None:
    """Meet the other processes through process 0 before JAX's runtime starts: returns when all
    ``num_processes`` arrived, each id once, with process 0's ``facts``; raises ``JoinFailed``
    with process 0's one-line reason otherwise (every process gets the same one)."""
    deadline = time.monotonic() + JOIN_TIMEOUT_S
    if process_id == 0 and _gather(address[1], num_processes, facts, deadline):
        return
    # the other processes, and a process 0 that found the port taken (by another process 0?), knock on it
    hello = (json.dumps({"process_id": process_id, "num_processes": num_processes, "facts": facts}) + "\n").encode()
    where = f"{address[0]}:{address[1]}"
    while True:
        try:
            with socket.create_connection(address, timeout=max(0.1, min(2.0, deadline - time.monotonic()))) as peer:
                peer.sendall(hello)
                answer = _read_line(peer, deadline + 5)  # process 0 answers at its deadline at the latest
            break
        except OSError as error:  # process 0 not listening yet (or no longer): try again until the deadline
            if time.monotonic() >= deadline:
                reason = "no process 0 answered" if isinstance(error, ConnectionRefusedError | TimeoutError) else str(error)
                raise JoinFailed(f"process {process_id} of {num_processes}: {reason} at the coordinator {where} within "
                                 f"{JOIN_TIMEOUT_S} s (process 0 not started or failed, or another --coordinator)") from None
            time.sleep(_RETRY_S)
    if answer is None:
        raise JoinFailed(f"process {process_id} of {num_processes}: the coordinator {where} gave no sparse-cli answer: another "
                         f"program listens there, or the run started without this process (is --process-id {process_id} given twice?)")
    if answer != _GO:
        raise JoinFailed(as_data(answer, _LINE_LIMIT))


def _gather(port: int, num_processes: int, facts: dict, deadline: float) -> bool:
    """Process 0's side of ``_introduce``: listen on the coordinator's port until every other
    process introduced itself (or the deadline), then answer them all and free the port. False
    when something else listens there already."""
    try:
        server = (socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True) if socket.has_dualstack_ipv6()
                  else socket.create_server(("", port)))
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            return False
        raise JoinFailed(f"process 0 cannot listen on the coordinator's port {port}: {os.strerror(error.errno or 0)}") from None
    arrived: list[tuple[int, socket.socket]] = []
    problem, everyone = None, num_processes == 1
    until = time.monotonic() if everyone else deadline  # once everyone came or one is refused: _LINGER_S more
    with server:
        try:
            while time.monotonic() < until:  # those already knocking hear of an id given twice, or of the refusal
                server.settimeout(max(0.01, until - time.monotonic()))
                try:
                    peer, _ = server.accept()
                except TimeoutError:
                    break
                try:
                    hello = _introduction(_read_line(peer, min(deadline, time.monotonic() + 5)))
                except OSError:
                    hello = None
                if hello is None:  # not one of ours: ignore it
                    peer.close()
                    continue
                other = hello["process_id"]
                arrived.append((other, peer))
                if problem is None:
                    problem = _disagreement(other, hello, num_processes, facts, [i for i, _ in arrived[:-1]])
                    everyone = everyone or len(arrived) == num_processes - 1
                    if problem or everyone:
                        until = min(until, time.monotonic() + _LINGER_S)
            if problem is None and not everyone:
                waiting = sorted(set(range(1, num_processes)) - {i for i, _ in arrived})
                shown = ", ".join(map(str, waiting[:8])) + (", ..." if len(waiting) > 8 else "")
                problem = (f"process{'es' if len(waiting) > 1 else ''} {shown} of {num_processes} did not join within "
                           f"{JOIN_TIMEOUT_S} s (not started, failed before joining, or given another --coordinator)")
        finally:
            for _, peer in arrived:
                with contextlib.suppress(OSError):  # a process that left meanwhile
                    peer.sendall(((problem or _GO) + "\n").encode())
                peer.close()
    if problem:
        raise JoinFailed(problem)
    return True


def _introduction(line: str | None) -> dict | None:
    """A peer's introduction (a JSON object with an integer ``process_id``), or None for
    anything else. Text from the network is read defensively: bounded (``_read_line``), its
    nesting counted before it is parsed (60,000 brackets would crash ``json.loads`` with a
    RecursionError), its types checked."""
    if line is None or _depth(line) > _MAX_DEPTH:
        return None
    try:
        hello = json.loads(line)
    except ValueError:  # not JSON, or an integer of more digits than Python converts
        return None
    if not isinstance(hello, dict) or type(hello.get("process_id")) is not int:
        return None
    return hello


def _depth(text: str) -> int:
    """The deepest nesting of JSON arrays and objects in ``text`` (brackets inside strings do
    not count), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            escaped, in_string = (False, True) if escaped else (char == "\\", char != '"')
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def as_data(text: str, limit: int = _SHOWN) -> str:
    """Text from elsewhere (a peer, the coordinator) as a terminal should show it: one line, its
    control characters escaped (``\\x1b``, ``\\n``: no escape sequence reaches the terminal),
    at most ``limit`` characters."""
    shown = "".join(char if char.isprintable() else char.encode("unicode_escape").decode("ascii") for char in text[:limit])
    return shown + ("..." if len(text) > limit else "")


def _shown(value) -> str:
    """A JSON value from a peer, quoted for a message (``as_data`` of its JSON)."""
    return as_data(json.dumps(value))


def _disagreement(other: int, hello: dict, num_processes: int, facts: dict, seen: list[int]) -> str | None:
    """Why the process that introduced itself as ``other`` cannot join process 0's run (what
    it sent is quoted with ``_shown``: bounded, escaped)."""
    if hello.get("num_processes") != num_processes:
        return (f"process {_shown(other)} was given --num-processes {_shown(hello.get('num_processes'))}, process 0 "
                f"--num-processes {num_processes}; every process must be given the same count")
    if other == 0 or other in seen:
        return f"two processes were given --process-id {other}; give each process its own id in 0..{num_processes - 1}"
    if not 0 < other < num_processes:
        return f"a process was given --process-id {_shown(other)}, outside 0..{num_processes - 1}"
    theirs = hello.get("facts")
    if not isinstance(theirs, dict):
        return f"process {other} did not say what it runs"
    for key in sorted(set(facts) | set(theirs)):
        if theirs.get(key) != facts.get(key):
            return (f"process {other} runs {key if key in facts else _shown(key)} {_shown(theirs.get(key))}, process 0 "
                    f"{_shown(facts.get(key))}: every process must run the same command")
    return None


def _read_line(peer: socket.socket, deadline: float) -> str | None:
    """The first newline-terminated line from ``peer`` before ``deadline``, at most
    ``_LINE_LIMIT`` bytes (None when it ends or grows past that first); what follows it is
    ignored."""
    data = b""
    while b"\n" not in data:
        peer.settimeout(max(0.01, deadline - time.monotonic()))
        chunk = peer.recv(4096)
        if not chunk or len(data) + len(chunk) > _LINE_LIMIT:
            return None
        data += chunk
    return data.split(b"\n", 1)[0].decode("utf-8", "replace").strip()


def finished(processes: Processes) -> None:
    """This process is done: its silence from now on is not a failure."""
    if processes.num_processes > 1:
        with _PULSE_LOCK:
            _FINISHED.set()
            _client().key_value_set(_PULSE_KEY.format(processes.process_id), _DONE, allow_overwrite=True)


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


#: What ``join``'s ``last_words`` asked to run before a process whose peers are lost exits.
_LAST_WORDS: list[Callable[[str], None]] = []


def _stop(message: str) -> None:
    """End this process (status ``EXIT_PEER_LOST``) from any thread: the message on stderr (as
    data: it may quote the runtime's errors, which quote the network), then ``join``'s ``last_words``."""
    message = as_data(message, _LINE_LIMIT)
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()
    for words in _LAST_WORDS:
        with contextlib.suppress(Exception):  # the process ends whatever the report does
            words(message)
    sys.stdout.flush()
    os._exit(EXIT_PEER_LOST)
