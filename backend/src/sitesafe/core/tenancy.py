"""Multi-tenancy, one database per tenant: the master database (`DATABASE_URL`) holds the registry
`sys_tenant_info`; each tenant's data lives in its own database, a schema of the same PostgreSQL
database (selected through `search_path`) or a SQLite file next to the master's.

A request is routed by the tenant named in its token (`TenantMiddleware`), a sign-in by its
`tenantCode`: `CURRENT_TENANT` then holds the tenant's scope (database, sessions, `sys_config` cache,
principal caches) and `AppContext.db` & co. resolve to it. With the switch (`SNOWY_TENANT_OPEN` in the
master's `sys_config`) off, nothing is routed and everything is the master's, as without tenants.
"""

from __future__ import annotations

import re
import threading
import time
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast
from urllib.parse import parse_qs

import anyio
import redis
from sqlalchemy import create_engine, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import sessionmaker
from starlette.types import ASGIApp, Receive, Scope, Send

from sitesafe.core.db import DEFAULT_LOCK_TIMEOUT, Database, pg_lock_timeout
from sitesafe.core.envelope import fail
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.models.tenant import SysTenantInfo
from sitesafe.core.principals import PrincipalCache
from sitesafe.core.sessions import DbSessionStore, RedisSessionStore, SessionStore
from sitesafe.core.sysconfig import TENANT_OPEN, SysConfigCache
from sitesafe.core.tokens import InvalidToken

# How long a resolved tenant is trusted before its registry row is read again (status changes).
CHECK_SECONDS = 5.0
STATUS_NORMAL = 0
STATUS_DELETED = 2
CODE_PATTERN = re.compile(r"^[a-z][a-z0-9_]{1,29}$")


@dataclass(frozen=True, slots=True)
class TenantScope:
    """Everything that is per tenant. `code` is None for the master tenant."""

    code: str | None
    db: Database
    sessions: SessionStore
    config: SysConfigCache
    principals: PrincipalCache
    db_name: str | None = None


CURRENT_TENANT: ContextVar[TenantScope | None] = ContextVar("sitesafe_tenant", default=None)


def db_name_for(code: str) -> str:
    return f"tenant_{code}"


def tenant_sqlite_path(master_url: str, db_name: str) -> Path:
    database = make_url(master_url).database
    if not database or database == ":memory:":
        raise AppError(ErrorCode.TENANT_MEMORY_DB)
    return Path(database).with_name(f"{db_name}.db")


def connect_tenant(master_url: str, db_name: str, lock_timeout: float = DEFAULT_LOCK_TIMEOUT) -> Database:
    """The tenant's own database (schema `db_name` on PostgreSQL, a sibling file on SQLite)."""
    url = make_url(master_url)
    if url.get_backend_name() == "sqlite":
        path = str(tenant_sqlite_path(master_url, db_name))
        return Database.connect(str(url.set(database=path)), lock_timeout)
    if url.get_backend_name() != "postgresql":
        raise AppError(ErrorCode.TENANT_DATASOURCE_MISSING)
    engine = create_engine(
        url,
        pool_size=5,
        max_overflow=10,
        pool_recycle=1800,
        connect_args={"options": f"-csearch_path={db_name} {pg_lock_timeout(lock_timeout)}"},
    )
    return Database(
        engine=engine,
        sessionmaker=sessionmaker(engine, expire_on_commit=False),
        autocommit=engine.execution_options(isolation_level="AUTOCOMMIT"),
        embedded=False,
    )


class TenantRegistry:
    """The open tenants of this process, checked against the registry every CHECK_SECONDS."""

    def __init__(
        self,
        master: TenantScope,
        master_url: str,
        redis_url: str = "",
        lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    ) -> None:
        self.master = master
        self.master_url = master_url
        self.lock_timeout = lock_timeout
        self._redis = redis.Redis.from_url(redis_url) if redis_url else None
        self._entries: dict[str, tuple[TenantScope, float]] = {}
        self._lock = threading.Lock()

    def enabled(self) -> bool:
        return self.master.config.get_bool(TENANT_OPEN, False)

    def cached(self, code: str) -> TenantScope | None:
        entry = self._entries.get(code)
        if entry is not None and time.monotonic() - entry[1] < CHECK_SECONDS:
            return entry[0]
        return None

    def resolve(self, code: str) -> TenantScope:
        """The enabled tenant `code`; 6011003 when unknown or deleted, 6011005 when disabled."""
        fresh = self.cached(code)
        if fresh is not None:
            return fresh
        with self.master.db.sessionmaker() as db:
            row = db.execute(
                select(SysTenantInfo.status, SysTenantInfo.db_name).where(SysTenantInfo.code == code)
            ).first()
        if row is None or row.status == STATUS_DELETED:
            self.forget(code)
            raise AppError(ErrorCode.TENANT_NOT_EXIST)
        if row.status != STATUS_NORMAL:
            raise AppError(ErrorCode.TENANT_STOPPED)
        return self.open(code, row.db_name)

    def open(self, code: str, db_name: str) -> TenantScope:
        """The tenant's scope, opened when this process has none yet (no status check)."""
        with self._lock:
            entry = self._entries.get(code)
            scope = entry[0] if entry is not None and entry[0].db_name == db_name else None
            if scope is None:
                scope = self._open(code, db_name)
            self._entries[code] = (scope, time.monotonic())
        return scope

    def _open(self, code: str, db_name: str) -> TenantScope:
        database = connect_tenant(self.master_url, db_name, self.lock_timeout)
        sessions: SessionStore
        if self._redis is not None:
            sessions = RedisSessionStore(self._redis, prefix=f"sitesafe:tenant:{code}:")
        else:
            sessions = DbSessionStore(database.engine)
        return TenantScope(
            code, database, sessions, SysConfigCache(database.sessionmaker), PrincipalCache(), db_name
        )

    def forget(self, code: str) -> None:
        """Closes the tenant's pool; the next request opens it again after checking the registry."""
        with self._lock:
            entry = self._entries.pop(code, None)
        if entry is not None:
            entry[0].db.dispose()

    def dispose(self) -> None:
        with self._lock:
            entries, self._entries = list(self._entries.values()), {}
        for scope, _ in entries:
            scope.db.dispose()


# Public links without a token name their tenant in the query (`tenant=`); the route checks a signature
# that covers it, so naming another tenant only selects a database the link is then refused in.
TENANT_BY_QUERY = frozenset({"/api/sysFileInfo/preview"})


def _query_tenant(scope: Scope) -> str | None:
    if scope["path"] not in TENANT_BY_QUERY:
        return None
    values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("tenant")
    code = values[0] if values else None
    return code if code and CODE_PATTERN.fullmatch(code) else None


def _token_tenant(ctx: Any, scope: Scope) -> str | None:
    """The tenant code a valid bearer token names; None otherwise (the guard judges bad tokens)."""
    header = next((v for k, v in scope["headers"] if k == b"authorization"), None)
    if header is None:
        return None
    kind, _, token = header.decode("latin-1").strip().partition(" ")
    if kind != "Bearer" or not token.strip():
        return None
    try:
        claims = ctx.tokens.decode(token.strip(), ctx.clock.now())
    except InvalidToken:
        return None
    return cast(str | None, claims.tenant)


class TenantMiddleware:
    """Routes a request whose token belongs to a tenant to that tenant's scope."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        ctx = scope["app"].state.ctx
        registry: TenantRegistry | None = ctx.tenants
        if registry is None or not registry.enabled():
            await self.app(scope, receive, send)
            return
        code = _token_tenant(ctx, scope) or _query_tenant(scope)
        if code is None:
            await self.app(scope, receive, send)
            return
        tenant = registry.cached(code)
        if tenant is None:
            try:
                tenant = await anyio.to_thread.run_sync(registry.resolve, code)
            except AppError as error:
                await fail(error.code, error.message)(scope, receive, send)
                return
        token = CURRENT_TENANT.set(tenant)
        try:
            await self.app(scope, receive, send)
        finally:
            CURRENT_TENANT.reset(token)
