"""Database failures that mean "another transaction holds what this one needs": the request answers
1016005 (busy, retry) instead of a server error. Everything else stays a server error."""

from __future__ import annotations

import sqlite3

from sqlalchemy.exc import DBAPIError

# serialization failure, deadlock detected, lock not available (lock_timeout)
_BUSY_SQLSTATES = frozenset({"40001", "40P01", "55P03"})


def is_busy(exc: BaseException) -> bool:
    if not isinstance(exc, DBAPIError):
        return False
    orig = exc.orig
    if getattr(orig, "sqlstate", None) in _BUSY_SQLSTATES:
        return True
    if isinstance(orig, sqlite3.OperationalError):
        text = str(orig).lower()
        return "locked" in text or "busy" in text
    return False
