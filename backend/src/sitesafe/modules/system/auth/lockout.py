"""Login lock-out: N consecutive failures for one account (or M for one address) within a window lock
further attempts for a while. All limits come from `sys_config`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from sitesafe.core import sysconfig
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


def record_failure(db: Session, account_key: str, ip: str, now: datetime, policy: LockPolicy) -> bool:
    """Counts one failure for the account and the address; True when this failure set a lock."""
    existing = _rows(db, account_key, ip)
    locked = False
    for kind, key in _keys(account_key, ip):
        row = existing.get((kind, key))
        if row is None:
            row = SysLoginAttempt(kind=kind, key=key, fail_count=0)
            db.add(row)
        stale = row.first_fail_time is None or now - row.first_fail_time > policy.window
        if stale or (row.locked_until is not None and row.locked_until <= now):
            row.fail_count, row.first_fail_time, row.locked_until = 0, now, None
        row.fail_count += 1
        limit = policy.account_max if kind == KIND_ACCOUNT else policy.ip_max
        if limit > 0 and row.fail_count >= limit:
            row.locked_until = now + policy.lock
            locked = True
    return locked


def reset_account(db: Session, account_key: str) -> None:
    db.execute(
        delete(SysLoginAttempt).where(
            SysLoginAttempt.kind == KIND_ACCOUNT, SysLoginAttempt.key == account_key[:128]
        )
    )
