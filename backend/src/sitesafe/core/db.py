"""Engine, sessions, the declarative base and the common columns."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import BigInteger, DateTime, Engine, Integer, MetaData, Row, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from sitesafe.core.clock import utcnow
from sitesafe.core.ids import new_id

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

AnyRow = Row[*tuple[Any, ...]]
"""A result row of any shape."""

# Key in `Session.info`: the id of the user the session acts for, or a callable returning it
# (fills create_user/update_user).
ACTOR_KEY = "actor_id"


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class IdMixin:
    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False, default=new_id)


class AuditMixin:
    """Snowy's audit columns, filled on flush from the session's actor."""

    create_time: Mapped[datetime | None] = mapped_column(DateTime)
    create_user: Mapped[int | None] = mapped_column(BigInteger)
    update_time: Mapped[datetime | None] = mapped_column(DateTime)
    update_user: Mapped[int | None] = mapped_column(BigInteger)


@event.listens_for(Session, "before_flush")
def _fill_audit_columns(session: Session, _ctx: Any, _instances: Any) -> None:
    actor = session.info.get(ACTOR_KEY)
    if callable(actor):
        actor = actor()
    now = utcnow()
    for obj in session.new:
        if isinstance(obj, AuditMixin):
            obj.create_time = obj.create_time or now
            obj.create_user = obj.create_user if obj.create_user is not None else actor
    for obj in session.dirty:
        if isinstance(obj, AuditMixin) and session.is_modified(obj, include_collections=False):
            obj.update_time = now
            obj.update_user = actor


# How long a statement waits for a lock another transaction holds before it gives up (and the request
# answers "busy, retry", see `core/dberrors.py`): SQLite's busy timeout, PostgreSQL's lock_timeout.
class VersionMixin:
    """Optimistic concurrency: each edit through the CRUD layer must name the version it was based on.

    Only administrative edits move the version (a login stamping `last_login_time` does not), so a form
    is refused only when someone else really changed the row."""

    version: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))


DEFAULT_LOCK_TIMEOUT = 10.0


def _sqlite_pragmas(lock_timeout: float) -> Any:
    def apply(dbapi_conn: Any, _record: Any) -> None:
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute(f"PRAGMA busy_timeout={int(lock_timeout * 1000)}")
        cursor.close()

    return apply


def pg_lock_timeout(lock_timeout: float) -> str:
    """The connection option that makes PostgreSQL give up waiting for a lock after `lock_timeout`."""
    return f"-c lock_timeout={int(lock_timeout * 1000)}"


def make_engine(url: str, lock_timeout: float = DEFAULT_LOCK_TIMEOUT) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False}, pool_size=20, max_overflow=20)
        event.listen(engine, "connect", _sqlite_pragmas(lock_timeout))
        return engine
    options: dict[str, str] = {}
    if parsed.get_backend_name() == "postgresql":
        # connect_args replace the URL's own `options` (a search_path, say): keep both.
        given = parsed.query.get("options")
        own = " ".join(given) if isinstance(given, tuple) else (given or "")
        options["options"] = f"{own} {pg_lock_timeout(lock_timeout)}".strip()
    return create_engine(url, pool_size=20, max_overflow=20, pool_recycle=1800, connect_args=options)


@dataclass(frozen=True)
class Database:
    engine: Engine
    sessionmaker: sessionmaker[Session]
    # Same pool, no transaction per checkout: for single-statement reads on the request path.
    autocommit: Engine
    # An embedded file database: point reads cost microseconds and may run on the event loop.
    embedded: bool

    @classmethod
    def connect(cls, url: str, lock_timeout: float = DEFAULT_LOCK_TIMEOUT) -> Database:
        engine = make_engine(url, lock_timeout)
        embedded = engine.dialect.name == "sqlite"
        return cls(
            engine=engine,
            sessionmaker=sessionmaker(engine, expire_on_commit=False),
            # pysqlite opens no transaction for reads; elsewhere skip BEGIN/ROLLBACK round trips.
            autocommit=engine if embedded else engine.execution_options(isolation_level="AUTOCOMMIT"),
            embedded=embedded,
        )

    def dispose(self) -> None:
        self.engine.dispose()
