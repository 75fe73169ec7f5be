"""Refused device calls are counted in memory and written by a flush, so a flood of bad calls costs no
database write per call: the process's flusher writes every DEVICE_REFUSAL_FLUSH_SECONDS and once more
on shutdown, in one upsert. The console reads the stored counts plus what this process holds unwritten.

Counts are kept per database engine (each tenant has its own) and per device (UNKNOWN_DEVICE for calls
that named none). A flush swaps the pending counts out under the lock and puts them back if the write
fails, so no count is lost or written twice."""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime

from sqlalchemy import Engine

from sitesafe.modules.site.device import counters

logger = logging.getLogger(__name__)
Pending = dict[int, Counter[str]]

_lock = threading.Lock()
_pending: dict[Engine, Pending] = {}


def count(engine: Engine, device_id: int, reasons: Mapping[str, int] | Iterable[str]) -> None:
    """Adds refusals of a device (reason names, or a mapping reason -> how many) to the memory."""
    amounts = Counter(dict(reasons)) if isinstance(reasons, Mapping) else Counter(reasons)
    with _lock:
        _pending.setdefault(engine, {}).setdefault(device_id, Counter()).update(amounts)


def pending(engine: Engine, device_ids: Iterable[int]) -> Counter[str]:
    """What this process holds unwritten for these devices, summed."""
    total: Counter[str] = Counter()
    with _lock:
        held = _pending.get(engine, {})
        for device_id in device_ids:
            total.update(held.get(device_id, Counter()))
    return total


def flush(engine: Engine, now: datetime) -> int:
    """Writes the engine's pending counts (one transaction); answers how many refusals were written."""
    with _lock:
        taken = _pending.pop(engine, {})
    if not taken:
        return 0
    try:
        counters.bump_many(engine, taken, now)
    except Exception:
        with _lock:  # written later: the counts wait in memory for the next flush
            held = _pending.setdefault(engine, {})
            for device_id, amounts in taken.items():
                held.setdefault(device_id, Counter()).update(amounts)
        raise
    return sum(sum(amounts.values()) for amounts in taken.values())


def flush_all(now: datetime) -> int:
    """Flushes every engine's counts; a failing database is logged and keeps its counts for later."""
    with _lock:
        engines = list(_pending)
    written = 0
    for engine in engines:
        try:
            written += flush(engine, now)
        except Exception:
            logger.exception("设备拒收计数写入失败，下次再写")
    return written


class Flusher:
    """The process's flusher thread: every `seconds`, and once more when stopped."""

    def __init__(self, clock: Callable[[], datetime], seconds: float) -> None:
        self._now = clock
        self._seconds = seconds
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="device-refusal-flush", daemon=True)

    def start(self) -> Flusher:
        self._thread.start()
        return self

    def _run(self) -> None:
        while not self._stop.wait(self._seconds):
            flush_all(self._now())

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=self._seconds + 5)
        flush_all(self._now())
