"""An injectable clock, so time windows (sessions, lock-out, SMS codes) are testable without sleeping."""

from __future__ import annotations

from datetime import UTC, datetime


class Clock:
    """Wall clock in naive UTC, the form every timestamp is stored in."""

    def now(self) -> datetime:
        return datetime.now(UTC).replace(tzinfo=None)


def utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)
