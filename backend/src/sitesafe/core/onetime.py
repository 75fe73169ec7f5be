"""Short-lived values that may be read once (a captcha's answer, a passed check): in Redis when
`REDIS_URL` is set (shared by every process), otherwise in the rate-limit table `sys_rate_limit`, whose
rows are a key, an integer and a time (here the deadline). Reading a value removes it atomically, so of
simultaneous readers exactly one gets it."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Protocol, cast

import redis
from sqlalchemy import Engine, Table, delete

from sitesafe.core.models.session import RATE_KEY_LENGTH, SysRateLimit

_TABLE = cast(Table, SysRateLimit.__table__)
PREFIX = "once:"


class OneTimeStore(Protocol):
    def put(self, key: str, value: int, ttl: timedelta, now: datetime) -> None:
        """Keeps `value` under `key` until `now + ttl` (replacing what was there)."""

    def take(self, key: str, now: datetime) -> int | None:
        """The value (removed), or None when there is none or it expired."""


def _key(key: str) -> str:
    return (PREFIX + key)[:RATE_KEY_LENGTH]


class DbOneTimeStore:
    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def put(self, key: str, value: int, ttl: timedelta, now: datetime) -> None:
        with self._engine.begin() as conn:
            # Expired values nobody read: the table keeps only live ones of this kind.
            stale = _TABLE.c.key.startswith(PREFIX) & (_TABLE.c.window_start < now)
            conn.execute(delete(_TABLE).where(stale | (_TABLE.c.key == _key(key))))
            conn.execute(_TABLE.insert().values(key=_key(key), used=value, window_start=now + ttl))

    def take(self, key: str, now: datetime) -> int | None:
        with self._engine.begin() as conn:
            row = conn.execute(
                delete(_TABLE)
                .where(_TABLE.c.key == _key(key))
                .returning(_TABLE.c.used, _TABLE.c.window_start)
            ).first()
        if row is None or row.window_start <= now:
            return None
        return int(row.used)


class RedisOneTimeStore:
    def __init__(self, client: redis.Redis, prefix: str = "sitesafe:") -> None:
        self._client = client
        self._prefix = prefix

    def put(self, key: str, value: int, ttl: timedelta, now: datetime) -> None:
        self._client.set(self._prefix + _key(key), value, px=max(1, int(ttl.total_seconds() * 1000)))

    def take(self, key: str, now: datetime) -> int | None:
        raw = cast(bytes | None, self._client.getdel(self._prefix + _key(key)))
        return None if raw is None else int(raw)


def make_onetime_store(redis_url: str, engine: Engine) -> OneTimeStore:
    if redis_url:
        return RedisOneTimeStore(redis.Redis.from_url(redis_url))
    return DbOneTimeStore(engine)
