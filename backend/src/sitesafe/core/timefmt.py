"""Formats of times on the wire: `yyyy-MM-dd HH:mm:ss` in the configured zone, dates `yyyy-MM-dd`.

Stored timestamps are naive UTC.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

DATETIME_FORMAT = "%Y-%m-%d %H:%M:%S"
DATE_FORMAT = "%Y-%m-%d"

_zone = ZoneInfo("Asia/Shanghai")


def set_timezone(name: str) -> None:
    global _zone
    _zone = ZoneInfo(name)


def to_local(value: datetime) -> datetime:
    aware = value if value.tzinfo is not None else value.replace(tzinfo=UTC)
    return aware.astimezone(_zone)


def from_local(value: datetime) -> datetime:
    """A naive wall-clock time of the configured zone as the naive UTC it is stored in."""
    aware = value if value.tzinfo is not None else value.replace(tzinfo=_zone)
    return aware.astimezone(UTC).replace(tzinfo=None)


def format_datetime(value: datetime | None) -> str | None:
    return None if value is None else to_local(value).strftime(DATETIME_FORMAT)


def format_date(value: date | None) -> str | None:
    return None if value is None else value.strftime(DATE_FORMAT)


def parse_date(text: str) -> date:
    """Strict `yyyy-MM-dd`; raises ValueError otherwise."""
    return datetime.strptime(text, DATE_FORMAT).date()
