"""Time windows in the configured zone, SQL day/hour buckets that work on SQLite and PostgreSQL, and a
short per-database cache of computed figure sets."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from sqlalchemy import ColumnElement, func, literal_column
from sqlalchemy.orm import Session

from sitesafe.core.db import Database
from sitesafe.core.timefmt import from_local, to_local

T = TypeVar("T")
CACHE_SECONDS = 30


@dataclass(frozen=True, slots=True)
class Window:
    """The last `len(days)` local days up to now; `start` is the first day's local midnight in UTC."""

    now: datetime
    days: tuple[str, ...]
    start: datetime
    offset_minutes: int

    def series(self, counts: dict[str, int]) -> list[int]:
        return [counts.get(day, 0) for day in self.days]


def window(now: datetime, days: int) -> Window:
    local_now = to_local(now)
    today = local_now.date()
    first = today - timedelta(days=days - 1)
    offset = local_now.utcoffset() or timedelta(0)
    return Window(
        now=now,
        days=tuple((first + timedelta(days=i)).isoformat() for i in range(days)),
        start=from_local(datetime.combine(first, time())),
        offset_minutes=int(offset.total_seconds() // 60),
    )


def local_today(now: datetime) -> date:
    return to_local(now).date()


def local_midnight(day: date) -> datetime:
    """Local midnight of a day, as the naive UTC it is stored in."""
    return from_local(datetime.combine(day, time()))


def _dialect(db: Session) -> str:
    return db.get_bind().dialect.name


def bucket(db: Session, column: Any, offset_minutes: int, hourly: bool = False) -> ColumnElement[str]:
    """A stored UTC timestamp as its local day (`yyyy-MM-dd`) or hour (`yyyy-MM-dd HH`), as text."""
    minutes = int(offset_minutes)
    if _dialect(db) == "postgresql":
        shifted = column + literal_column(f"interval '{minutes} minutes'")
        return func.to_char(shifted, "YYYY-MM-DD HH24" if hourly else "YYYY-MM-DD")
    return func.strftime("%Y-%m-%d %H" if hourly else "%Y-%m-%d", column, f"{minutes:+d} minutes")


def hour_labels(now: datetime, hours: int) -> tuple[tuple[str, ...], datetime]:
    """Bucket keys of the last `hours` local hours (oldest first) and the first one's start in UTC."""
    local_now = to_local(now).replace(minute=0, second=0, microsecond=0)
    first = local_now - timedelta(hours=hours - 1)
    keys = tuple((first + timedelta(hours=i)).strftime("%Y-%m-%d %H") for i in range(hours))
    return keys, from_local(first.replace(tzinfo=None))


class FigureCache:
    """Computed figure sets, kept for a short while per database (tenants have their own)."""

    def __init__(self, seconds: int = CACHE_SECONDS) -> None:
        self._ttl = timedelta(seconds=seconds)
        self._lock = threading.Lock()
        self._items: WeakKeyDictionary[Database, dict[Hashable, tuple[datetime, Any]]] = WeakKeyDictionary()

    def get(
        self,
        database: Database,
        key: Hashable,
        now: datetime,
        compute: Callable[[], T],
        seconds: int | None = None,
    ) -> T:
        with self._lock:
            entry = self._items.get(database, {}).get(key)
        if entry is not None and entry[0] > now:
            value: T = entry[1]
            return value
        value = compute()
        with self._lock:
            items = self._items.setdefault(database, {})
            if len(items) > 500:  # per-user keys: never let the map grow without bound
                items.clear()
            items[key] = (now + (self._ttl if seconds is None else timedelta(seconds=seconds)), value)
        return value


cache = FigureCache()
