"""The rate rule of refused device calls: per source address and per device code, at most
DEVICE_REFUSALS_PER_MINUTE refusals a minute (a token bucket per key, in the process's memory). A key
whose bucket is empty is answered 4302007 before anything is read or looked up, so a flood of bad calls
costs neither a database read nor a write. Only refusals spend tokens: a device that signs correctly
is never slowed down by its own traffic."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence

MAX_KEYS = 50_000  # a flood of made-up codes must not grow the memory without end


class RefusalBuckets:
    def __init__(self, per_minute: int, monotonic: Callable[[], float] = time.monotonic) -> None:
        self._capacity = float(per_minute)
        self._rate = per_minute / 60.0  # tokens per second
        self._now = monotonic
        self._lock = threading.Lock()
        self._buckets: dict[str, tuple[float, float]] = {}  # key -> (tokens, when)

    def _level(self, key: str, now: float) -> float:
        tokens, when = self._buckets.get(key, (self._capacity, now))
        return min(self._capacity, tokens + (now - when) * self._rate)

    def wait(self, keys: Sequence[str]) -> int | None:
        """Seconds until every key may be refused again, or None when none is used up."""
        now = self._now()
        with self._lock:
            short = [1.0 - self._level(key, now) for key in keys]
        worst = max(short, default=0.0)
        return max(1, math.ceil(worst / self._rate)) if worst > 0 else None

    def spend(self, keys: Sequence[str]) -> None:
        """One refusal of each key."""
        now = self._now()
        with self._lock:
            if len(self._buckets) >= MAX_KEYS:
                self._prune(now)
            for key in keys:
                self._buckets[key] = (self._level(key, now) - 1.0, now)

    def _prune(self, now: float) -> None:
        full = [key for key in self._buckets if self._level(key, now) >= self._capacity]
        for key in full:
            del self._buckets[key]
        for key in list(self._buckets)[: max(0, len(self._buckets) - MAX_KEYS // 2)]:
            del self._buckets[key]  # still too many: the oldest entries go
