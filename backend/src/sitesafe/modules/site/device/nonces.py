"""Nonces a device has used, kept while a request carrying them could still pass the timestamp check:
in Redis when the application has one (shared by every process), else in the database (shared too)."""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import lru_cache
from typing import Protocol

import redis
from sqlalchemy import Engine, delete, insert
from sqlalchemy.exc import IntegrityError

from sitesafe.modules.site.device.models import SiteDeviceNonce

NONCE_TABLE = SiteDeviceNonce.__table__
PURGE_EVERY = timedelta(minutes=1)


class NonceStore(Protocol):
    def claim(self, device_id: int, nonce: str, now: datetime, ttl: timedelta) -> bool:
        """True the first time a device presents `nonce` within `ttl`; False for a replay."""


class RedisNonceStore:
    def __init__(self, client: redis.Redis, prefix: str = "sitesafe:device:nonce:") -> None:
        self._redis = client
        self._prefix = prefix

    def claim(self, device_id: int, nonce: str, now: datetime, ttl: timedelta) -> bool:
        # SET NX is atomic across processes: of two requests with one nonce exactly one gets True.
        key = f"{self._prefix}{device_id}:{nonce}"
        return bool(self._redis.set(key, b"1", nx=True, ex=max(int(ttl.total_seconds()), 1)))


class DbNonceStore:
    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._last_purge: datetime | None = None

    def claim(self, device_id: int, nonce: str, now: datetime, ttl: timedelta) -> bool:
        table = NONCE_TABLE
        with self._engine.begin() as conn:
            if self._last_purge is None or now - self._last_purge >= PURGE_EVERY:
                conn.execute(delete(table).where(table.c.expire_time < now))
                self._last_purge = now
            else:  # an expired entry of this very nonce must not block it
                conn.execute(
                    delete(table).where(
                        table.c.device_id == device_id, table.c.nonce == nonce, table.c.expire_time < now
                    )
                )
        try:
            with self._engine.begin() as conn:
                conn.execute(insert(table).values(device_id=device_id, nonce=nonce, expire_time=now + ttl))
        except IntegrityError:
            return False
        return True


@lru_cache(maxsize=8)
def _redis_client(url: str) -> redis.Redis:
    return redis.Redis.from_url(url)


def make_nonce_store(redis_url: str, engine: Engine) -> NonceStore:
    if redis_url:
        return RedisNonceStore(_redis_client(redis_url))
    return DbNonceStore(engine)
