"""64-bit time-ordered ids (snowflake-like) generated in-process, with no central sequence.

Layout: 41 bits of milliseconds since 2020-01-01 UTC, 10 bits of worker id (random per process),
12 bits of per-millisecond sequence. Always positive, so it fits a signed BIGINT.
"""

from __future__ import annotations

import secrets
import threading
import time

_EPOCH_MS = 1_577_836_800_000
_WORKER_BITS = 10
_SEQUENCE_BITS = 12
_SEQUENCE_MASK = (1 << _SEQUENCE_BITS) - 1


class IdGenerator:
    def __init__(self, worker_id: int | None = None) -> None:
        self._worker = (secrets.randbits(_WORKER_BITS) if worker_id is None else worker_id) & (
            (1 << _WORKER_BITS) - 1
        )
        self._lock = threading.Lock()
        self._last_ms = -1
        self._sequence = 0

    def next_id(self) -> int:
        with self._lock:
            now = int(time.time() * 1000) - _EPOCH_MS
            if now < self._last_ms:
                now = self._last_ms  # clock stepped back: keep ids increasing
            if now == self._last_ms:
                self._sequence = (self._sequence + 1) & _SEQUENCE_MASK
                if self._sequence == 0:
                    now = self._last_ms + 1  # sequence exhausted: borrow the next millisecond
            else:
                self._sequence = 0
            self._last_ms = now
            return (
                (now << (_WORKER_BITS + _SEQUENCE_BITS)) | (self._worker << _SEQUENCE_BITS) | self._sequence
            )


_generator = IdGenerator()


def new_id() -> int:
    return _generator.next_id()
