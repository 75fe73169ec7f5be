"""Login lock-out: N consecutive failures for one account (or M for one address) within a window lock
further attempts for a while. All limits come from `sys_config`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, delete, or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from sitesafe.core import sysconfig
from sitesafe.core.ids import new_id
from sitesafe.core.sysconfig import SysConfigCache
from sitesafe.modules.system.auth.models import SysLoginAttempt

KIND_ACCOUNT = "account"
KIND_IP = "ip"


@dataclass(frozen=True, slots=True)
class LockPolicy:
    account_max: int
    ip_max: int
    window: timedelta
    lock: timedelta

    @classmethod
    def from_config(cls, config: SysConfigCache) -> LockPolicy:
        return cls(
            account_max=config.get_int(sysconfig.LOGIN_LOCK_ACCOUNT_MAX, 5),
            ip_max=config.get_int(sysconfig.LOGIN_LOCK_IP_MAX, 20),
            window=timedelta(seconds=config.get_int(sysconfig.LOGIN_LOCK_WINDOW, 900)),
            lock=timedelta(minutes=config.get_int(sysconfig.LOGIN_LOCK_MINUTES, 15)),
        )


def _keys(account_key: str, ip: str) -> list[tuple[str, str]]:
    return [(KIND_ACCOUNT, account_key[:128]), (KIND_IP, ip[:128])]


def _rows(db: Session, account_key: str, ip: str) -> dict[tuple[str, str], SysLoginAttempt]:
    wanted = _keys(account_key, ip)
    rows = db.execute(
        select(SysLoginAttempt).where(SysLoginAttempt.key.in_([k for _, k in wanted]))
    ).scalars()
    return {(r.kind, r.key): r for r in rows if (r.kind, r.key) in wanted}


def locked_minutes(db: Session, account_key: str, ip: str, now: datetime) -> int | None:
    """Minutes left on the longest lock that applies, or None when not locked."""
    remaining = [
        r.locked_until - now
        for r in _rows(db, account_key, ip).values()
        if r.locked_until is not None and r.locked_until > now
    ]
    if not remaining:
        return None
    return max(1, math.ceil(max(remaining).total_seconds() / 60))


def _ensure_rows(db: Session, keys: list[tuple[str, str]]) -> None:
    """Creates the missing counters; a row another request creates at the same moment is kept."""
    dialect = db.get_bind().dialect.name
    values = [{"id": new_id(), "kind": kind, "key": key, "fail_count": 0} for kind, key in keys]
    if dialect == "postgresql":
        db.execute(pg_insert(SysLoginAttempt).values(values).on_conflict_do_nothing())
    elif dialect == "sqlite":
        db.execute(sqlite_insert(SysLoginAttempt).values(values).on_conflict_do_nothing())
    else:  # pragma: no cover - only SQLite and PostgreSQL are supported
        existing = _rows(db, keys[0][1], keys[1][1])
        db.add_all(SysLoginAttempt(**v) for v in values if (v["kind"], v["key"]) not in existing)
        db.flush()


def record_failure(db: Session, account_key: str, ip: str, now: datetime, policy: LockPolicy) -> bool:
    """Counts one failure for the account and the address; True when this failure set a lock.

    Atomic in the database (insert-or-keep, then conditional UPDATEs), so simultaneous failures for one
    account are all counted and never collide on the counter's unique key."""
    keys = _keys(account_key, ip)
    _ensure_rows(db, keys)
    table = SysLoginAttempt
    locked = False
    for kind, key in keys:
        this = (table.kind == kind) & (table.key == key)
        stale = or_(
            table.first_fail_time.is_(None),
            table.first_fail_time < now - policy.window,
            (table.locked_until.is_not(None)) & (table.locked_until <= now),
        )
        db.execute(
            update(table).where(this, stale).values(fail_count=0, first_fail_time=now, locked_until=None)
        )
        db.execute(update(table).where(this).values(fail_count=table.fail_count + 1))
        limit = policy.account_max if kind == KIND_ACCOUNT else policy.ip_max
        if limit > 0:
            lock = update(table).where(this, table.fail_count >= limit).values(locked_until=now + policy.lock)
            if cast(CursorResult[Any], db.execute(lock)).rowcount:
                locked = True
    db.expire_all()
    return locked


def reset_account(db: Session, account_key: str) -> None:
    db.execute(
        delete(SysLoginAttempt).where(
            SysLoginAttempt.kind == KIND_ACCOUNT, SysLoginAttempt.key == account_key[:128]
        )
    )
