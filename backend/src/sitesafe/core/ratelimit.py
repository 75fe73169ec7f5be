"""Counters that cap how often something may happen (SMS sends per number, per address, in all): in Redis
when `REDIS_URL` is set (shared by every process), otherwise in the database table `sys_rate_limit`.

A rule allows `limit` uses of a key per window; the window starts at the key's first use and a new one
starts at the first use after it ended. `take` checks several rules and counts one use of each only when
all of them allow it, atomically: of simultaneous requests, exactly as many pass as the limits allow."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol, cast

import redis
from sqlalchemy import Engine, Table, delete, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from sitesafe.core.models.session import RATE_KEY_LENGTH as KEY_LENGTH
from sitesafe.core.models.session import SysRateLimit


@dataclass(frozen=True, slots=True)
class Rule:
    key: str
    limit: int
    window: timedelta


class RateLimiter(Protocol):
    def take(self, rules: list[Rule], now: datetime) -> int | None:
        """Counts one use under every rule and answers None, or, when a rule is used up, counts nothing
        and answers the seconds until the last full window ends."""

    def give_back(self, rules: list[Rule]) -> None:
        """Uncounts a use `take` counted (the thing it allowed did not happen after all)."""


def _wait(start: datetime, window: timedelta, now: datetime) -> int:
    return max(1, math.ceil((start + window - now).total_seconds()))


_TABLE = cast(Table, SysRateLimit.__table__)
KEEP = timedelta(days=1)


class DbRateLimiter:
    """One row per key, read and written in a short transaction of its own that holds the rows: the
    write lock on SQLite (taken by the first statement, an insert-or-keep), row locks on PostgreSQL."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._insert = pg_insert if engine.dialect.name == "postgresql" else sqlite_insert

    def take(self, rules: list[Rule], now: datetime) -> int | None:
        live = [Rule(r.key[:KEY_LENGTH], r.limit, r.window) for r in rules if r.limit > 0]
        if not live:
            return None
        keys = sorted({r.key for r in live})  # one lock order for every caller
        horizon = max(KEEP, *(r.window for r in live))
        with self._engine.begin() as conn:
            # Keys unused for longer than any window are of no use: the table stays as small as a day.
            conn.execute(delete(_TABLE).where(_TABLE.c.window_start < now - horizon))
            new = [{"key": k, "used": 0, "window_start": now} for k in keys]
            conn.execute(self._insert(_TABLE).values(new).on_conflict_do_nothing())
            held = select(_TABLE.c.key, _TABLE.c.used, _TABLE.c.window_start).where(_TABLE.c.key.in_(keys))
            if conn.dialect.name == "postgresql":
                held = held.order_by(_TABLE.c.key).with_for_update()
            state = {row.key: (row.window_start, row.used) for row in conn.execute(held)}
            waits = []
            for rule in live:
                start, used = state[rule.key]
                if start + rule.window <= now:
                    start, used = now, 0
                if used >= rule.limit:
                    waits.append(_wait(start, rule.window, now))
                state[rule.key] = (start, used)
            if waits:
                return max(waits)
            for key in keys:
                start, used = state[key]
                conn.execute(
                    update(_TABLE).where(_TABLE.c.key == key).values(used=used + 1, window_start=start)
                )
        return None

    def give_back(self, rules: list[Rule]) -> None:
        keys = [r.key[:KEY_LENGTH] for r in rules if r.limit > 0]
        with self._engine.begin() as conn:
            counted = (_TABLE.c.key.in_(keys)) & (_TABLE.c.used > 0)
            conn.execute(update(_TABLE).where(counted).values(used=_TABLE.c.used - 1))


# KEYS: one hash per rule; ARGV: now (ms), then limit and window (ms) per rule. Returns 0 or the wait (ms).
_TAKE = """
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[i * 2])
  local window = tonumber(ARGV[i * 2 + 1])
  local start = tonumber(redis.call('hget', key, 's') or '-1')
  if start < 0 or now - start >= window then
    redis.call('hset', key, 's', now, 'n', 0)
    redis.call('pexpire', key, window)
    start = now
  end
  if tonumber(redis.call('hget', key, 'n')) >= limit then
    wait = math.max(wait, start + window - now)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do redis.call('hincrby', key, 'n', 1) end
return 0
"""
_GIVE_BACK = """
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('hget', key, 'n') or '0') > 0 then redis.call('hincrby', key, 'n', -1) end
end
return 0
"""


def _ms(moment: datetime) -> int:
    return int(moment.replace(tzinfo=UTC).timestamp() * 1000)


class RedisRateLimiter:
    def __init__(self, client: redis.Redis, prefix: str = "sitesafe:rate:") -> None:
        self._prefix = prefix
        self._take = client.register_script(_TAKE)
        self._give_back = client.register_script(_GIVE_BACK)

    def take(self, rules: list[Rule], now: datetime) -> int | None:
        live = [r for r in rules if r.limit > 0]
        if not live:
            return None
        args: list[int] = [_ms(now)]
        for rule in live:
            args += [rule.limit, int(rule.window.total_seconds() * 1000)]
        wait = cast(int, self._take(keys=[self._prefix + r.key for r in live], args=args))
        return max(1, math.ceil(wait / 1000)) if wait > 0 else None

    def give_back(self, rules: list[Rule]) -> None:
        self._give_back(keys=[self._prefix + r.key for r in rules if r.limit > 0])


def make_rate_limiter(redis_url: str, engine: Engine) -> RateLimiter:
    if redis_url:
        return RedisRateLimiter(redis.Redis.from_url(redis_url))
    return DbRateLimiter(engine)
