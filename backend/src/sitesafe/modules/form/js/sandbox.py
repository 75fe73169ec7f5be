"""Runs translated patterns in worker processes with a time limit.

A backtracking pattern can take exponential time (`(a+)+$`) or a high polynomial one (`\\d*\\d*\\d*$`
needs half a minute for 300 digits), and Python's matcher cannot be stopped from another thread. The
patterns come from form designers and the subjects from anyone who submits a form, so every search runs
in a small worker process (`worker.py`) that stops it after `time_limit` seconds; a worker that does not
answer in time is killed and replaced.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import json
import os
import select
import subprocess
import sys
import threading
import time
from pathlib import Path

WORKER = str(Path(__file__).with_name("worker.py"))
# How much longer than its own limit a worker may take to answer before it is killed.
GRACE = 2.0


class Outcome(enum.Enum):
    FOUND = "1"
    NOT_FOUND = "0"
    STOPPED = "T"
    INVALID = "E"


class _Worker:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-S", WORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def ask(self, request: bytes, wait: float) -> str | None:
        """The worker's answer line, or None when it did not answer within `wait` seconds."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(request)
            self.proc.stdin.flush()
        except OSError:
            return None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + wait
        received = b""
        while not received.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                return None
            chunk = os.read(fd, 64)
            if not chunk:
                return None
            received += chunk
        return received.decode("ascii").strip()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):  # unsent bytes to a dead worker
                    stream.close()


class RegexSandbox:
    """At most `workers` searches run at once, each in its own worker process, started when first needed."""

    def __init__(self, workers: int = 2, time_limit: float = 0.2) -> None:
        self.time_limit = time_limit
        self._slots = threading.BoundedSemaphore(workers)
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []

    def search(self, pattern: str, subject: str) -> Outcome:
        """Whether `pattern` (a translated, code-unit pattern) is found in `subject`, within the limit."""
        request = (json.dumps([pattern, subject, self.time_limit]) + "\n").encode("ascii")
        with self._slots:
            with self._lock:
                worker = self._idle.pop() if self._idle else None
            if worker is None:
                worker = _Worker()
            reply = worker.ask(request, self.time_limit + GRACE)
            if reply is None:
                worker.close()
                return Outcome.STOPPED
            with self._lock:
                self._idle.append(worker)
        return Outcome(reply)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for worker in idle:
            worker.close()


_shared: RegexSandbox | None = None
_shared_lock = threading.Lock()


def shared_sandbox() -> RegexSandbox:
    """The process-wide sandbox (its workers end with the process)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = RegexSandbox()
            atexit.register(_shared.close)
        return _shared
