"""Server-side login sessions: a database table by default, Redis when `REDIS_URL` is set.

The idle timeout is sliding: `last_access` moves on each request (at most every TOUCH_INTERVAL, to keep
writes off the hot path) and a session idle for longer than the timeout is gone.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol, cast

import redis
from redis.typing import EncodableT, FieldT
from sqlalchemy import Connection, Engine, Table, bindparam, delete, insert, select, update

from sitesafe.core.models.session import SysSession

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

    def list_live(self, idle_since: datetime) -> list[SessionRecord]:
        """Every session accessed at or after `idle_since` (the live ones), in no particular order."""


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

    def list_live(self, idle_since: datetime) -> list[SessionRecord]:
        with self._engine.connect() as conn:
            rows = conn.execute(select(SESSIONS).where(SESSIONS.c.last_access_time >= idle_since)).all()
        return [SessionRecord(**row._asdict()) for row in rows]


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _score(moment: datetime) -> float:
    """A naive UTC time as epoch seconds (the index's score)."""
    return moment.replace(tzinfo=UTC).timestamp()


_TOUCH_SCRIPT = """
if redis.call('exists', KEYS[1]) == 1 then
  redis.call('hset', KEYS[1], 'last_access_time', ARGV[1])
  redis.call('expire', KEYS[1], ARGV[2])
  redis.call('zadd', KEYS[2], 'XX', ARGV[3], ARGV[4])
end
return 0
"""


class RedisSessionStore:
    """Hash `<prefix>session:<id>` per session (TTL = idle timeout), set `<prefix>user:<id>` of a user's
    ids, and the index `<prefix>sessions` (sorted set: id -> last access, epoch seconds) for listing
    without KEYS/SCAN. Hashes expire by themselves; the index drops entries idle past the timeout on
    every sign-in and every listing (and entries whose hash is gone when listed); a user's set drops
    expired ids when that user signs in again."""

    in_database = False

    def __init__(self, client: redis.Redis, prefix: str = "sitesafe:") -> None:
        self._redis = client
        self._prefix = prefix
        self._touch = client.register_script(_TOUCH_SCRIPT)

    def _key(self, session_id: str) -> str:
        return f"{self._prefix}session:{session_id}"

    def _user_key(self, user_id: int) -> str:
        return f"{self._prefix}user:{user_id}"

    @property
    def _index_key(self) -> str:
        return f"{self._prefix}sessions"

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
        pipe.zadd(self._index_key, {record.id: _score(record.last_access_time)})
        # Keeps the index bounded even when nobody lists it: entries idle past the timeout go.
        idle_since = record.last_access_time - timedelta(seconds=idle_seconds)
        pipe.zremrangebyscore(self._index_key, "-inf", f"({_score(idle_since)}")
        pipe.execute()
        self._prune_user(record.user_id)

    def _prune_user(self, user_id: int) -> None:
        """Drops ids of expired sessions from the user's set (their hashes expired by TTL)."""
        ids = [_text(m) for m in self._redis.smembers(self._user_key(user_id))]
        if not ids:
            return
        pipe = self._redis.pipeline()
        for sid in ids:
            pipe.exists(self._key(sid))
        gone = [sid for sid, alive in zip(ids, pipe.execute(), strict=True) if not alive]
        if gone:
            self._redis.srem(self._user_key(user_id), *gone)
            self._redis.zrem(self._index_key, *gone)

    def get(self, session_id: str, conn: Connection | None = None) -> SessionRecord | None:
        return self._record(session_id, self._redis.hgetall(self._key(session_id)))

    @staticmethod
    def _record(session_id: str, raw: dict[bytes | str, bytes | str]) -> SessionRecord | None:
        data = {_text(k): _text(v) for k, v in raw.items()}
        if "user_id" not in data:
            return None
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
        # Atomic and only for a live hash: a session ended meanwhile (forced out) must not come back.
        self._touch(
            keys=[self._key(session_id), self._index_key],
            args=[now.isoformat(), idle_seconds, _score(now), session_id],
        )

    def delete(self, session_id: str) -> None:
        user_id = self._redis.hget(self._key(session_id), "user_id")
        pipe = self._redis.pipeline()
        pipe.delete(self._key(session_id))
        pipe.zrem(self._index_key, session_id)
        if user_id is not None:
            pipe.srem(self._user_key(int(_text(user_id))), session_id)
        pipe.execute()

    def delete_for_user(self, user_id: int, keep: str | None = None) -> None:
        ids = {_text(m) for m in self._redis.smembers(self._user_key(user_id))}
        doomed = [sid for sid in ids if sid != keep]
        if doomed:
            pipe = self._redis.pipeline()
            pipe.delete(*(self._key(sid) for sid in doomed))
            pipe.srem(self._user_key(user_id), *doomed)
            pipe.zrem(self._index_key, *doomed)
            pipe.execute()

    def purge_idle(self, idle_since: datetime) -> None:
        return None

    def list_live(self, idle_since: datetime) -> list[SessionRecord]:
        self._redis.zremrangebyscore(self._index_key, "-inf", f"({_score(idle_since)}")
        members = cast(list[bytes | str], self._redis.zrange(self._index_key, 0, -1))
        ids = [_text(m) for m in members]
        if not ids:
            return []
        pipe = self._redis.pipeline()
        for sid in ids:
            pipe.hgetall(self._key(sid))
        records: list[SessionRecord] = []
        gone: list[str] = []
        for sid, raw in zip(ids, pipe.execute(), strict=True):
            record = self._record(sid, raw)
            if record is None:
                gone.append(sid)
            elif record.last_access_time >= idle_since:
                records.append(record)
        if gone:
            self._redis.zrem(self._index_key, *gone)
        return records


def make_session_store(redis_url: str, engine: Engine) -> SessionStore:
    if redis_url:
        return RedisSessionStore(redis.Redis.from_url(redis_url))
    return DbSessionStore(engine)
