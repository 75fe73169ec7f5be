"""Server-side login sessions: a database table by default, Redis when `REDIS_URL` is set.

The idle timeout is sliding: `last_access` moves on each request (at most every TOUCH_INTERVAL, to keep
writes off the hot path) and a session idle for longer than the timeout is gone.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import Protocol, cast

import redis
from redis.typing import EncodableT, FieldT
from sqlalchemy import Connection, Engine, Table, bindparam, delete, insert, select, update

from sitesafe.modules.system.auth.models import SysSession

TOUCH_INTERVAL = timedelta(seconds=60)


@dataclass(slots=True)
class SessionRecord:
    id: str
    user_id: int
    account: str
    create_time: datetime
    last_access_time: datetime
    ip: str | None = None
    browser: str | None = None
    os: str | None = None

    def idle_expired(self, now: datetime, idle_seconds: int) -> bool:
        return now - self.last_access_time > timedelta(seconds=idle_seconds)

    def needs_touch(self, now: datetime) -> bool:
        return now - self.last_access_time >= TOUCH_INTERVAL


class SessionStore(Protocol):
    # True when sessions live in `sys_session`, so callers may join it with other tables.
    in_database: bool

    def create(self, record: SessionRecord, idle_seconds: int) -> None: ...
    def get(self, session_id: str, conn: Connection | None = None) -> SessionRecord | None:
        """The session; a database-backed store reads through `conn` when given."""

    def touch(self, session_id: str, now: datetime, idle_seconds: int) -> None: ...
    def delete(self, session_id: str) -> None: ...
    def delete_for_user(self, user_id: int, keep: str | None = None) -> None: ...
    def purge_idle(self, idle_since: datetime) -> None:
        """Drops sessions idle since before `idle_since` (Redis expires them by itself)."""


SESSIONS = cast(Table, SysSession.__table__)
_GET = select(SESSIONS).where(SESSIONS.c.id == bindparam("sid"))
_TOUCH = update(SESSIONS).where(SESSIONS.c.id == bindparam("sid")).values(last_access_time=bindparam("now"))
_DELETE = delete(SESSIONS).where(SESSIONS.c.id == bindparam("sid"))


class DbSessionStore:
    """Sessions in `sys_session`, through prebuilt Core statements (this is on every request's path)."""

    in_database = True

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def create(self, record: SessionRecord, idle_seconds: int) -> None:
        with self._engine.begin() as conn:
            conn.execute(insert(SESSIONS).values(**asdict(record)))

    def get(self, session_id: str, conn: Connection | None = None) -> SessionRecord | None:
        if conn is None:
            with self._engine.connect() as own:
                row = own.execute(_GET, {"sid": session_id}).first()
        else:
            row = conn.execute(_GET, {"sid": session_id}).first()
        return SessionRecord(**row._asdict()) if row is not None else None

    def touch(self, session_id: str, now: datetime, idle_seconds: int) -> None:
        with self._engine.begin() as conn:
            conn.execute(_TOUCH, {"sid": session_id, "now": now})

    def delete(self, session_id: str) -> None:
        with self._engine.begin() as conn:
            conn.execute(_DELETE, {"sid": session_id})

    def delete_for_user(self, user_id: int, keep: str | None = None) -> None:
        stmt = delete(SESSIONS).where(SESSIONS.c.user_id == user_id)
        if keep is not None:
            stmt = stmt.where(SESSIONS.c.id != keep)
        with self._engine.begin() as conn:
            conn.execute(stmt)

    def purge_idle(self, idle_since: datetime) -> None:
        with self._engine.begin() as conn:
            conn.execute(delete(SESSIONS).where(SESSIONS.c.last_access_time < idle_since))


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


class RedisSessionStore:
    """Hash `<prefix>session:<id>` per session (TTL = idle timeout) + set `<prefix>user:<id>` of ids."""

    in_database = False

    def __init__(self, client: redis.Redis, prefix: str = "sitesafe:") -> None:
        self._redis = client
        self._prefix = prefix

    def _key(self, session_id: str) -> str:
        return f"{self._prefix}session:{session_id}"

    def _user_key(self, user_id: int) -> str:
        return f"{self._prefix}user:{user_id}"

    def create(self, record: SessionRecord, idle_seconds: int) -> None:
        fields: dict[FieldT, EncodableT] = {
            "user_id": str(record.user_id),
            "account": record.account,
            "create_time": record.create_time.isoformat(),
            "last_access_time": record.last_access_time.isoformat(),
            "ip": record.ip or "",
            "browser": record.browser or "",
            "os": record.os or "",
        }
        pipe = self._redis.pipeline()
        pipe.hset(self._key(record.id), mapping=fields)
        pipe.expire(self._key(record.id), idle_seconds)
        pipe.sadd(self._user_key(record.user_id), record.id)
        pipe.execute()

    def get(self, session_id: str, conn: Connection | None = None) -> SessionRecord | None:
        raw = self._redis.hgetall(self._key(session_id))
        if not raw:
            return None
        data = {_text(k): _text(v) for k, v in raw.items()}
        return SessionRecord(
            id=session_id,
            user_id=int(data["user_id"]),
            account=data["account"],
            create_time=datetime.fromisoformat(data["create_time"]),
            last_access_time=datetime.fromisoformat(data["last_access_time"]),
            ip=data.get("ip") or None,
            browser=data.get("browser") or None,
            os=data.get("os") or None,
        )

    def touch(self, session_id: str, now: datetime, idle_seconds: int) -> None:
        pipe = self._redis.pipeline()
        pipe.hset(self._key(session_id), "last_access_time", now.isoformat())
        pipe.expire(self._key(session_id), idle_seconds)
        pipe.execute()

    def delete(self, session_id: str) -> None:
        self._redis.delete(self._key(session_id))

    def delete_for_user(self, user_id: int, keep: str | None = None) -> None:
        ids = {_text(m) for m in self._redis.smembers(self._user_key(user_id))}
        doomed = [sid for sid in ids if sid != keep]
        if doomed:
            self._redis.delete(*(self._key(sid) for sid in doomed))
            self._redis.srem(self._user_key(user_id), *doomed)

    def purge_idle(self, idle_since: datetime) -> None:
        return None


def make_session_store(redis_url: str, engine: Engine) -> SessionStore:
    if redis_url:
        return RedisSessionStore(redis.Redis.from_url(redis_url))
    return DbSessionStore(engine)
