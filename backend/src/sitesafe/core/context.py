"""The per-application services every request may need, kept on `app.state.ctx`.

The database and what hangs off it (sessions, `sys_config` cache, principal caches) belong to a tenant
scope: the master's by default, the request's tenant when multi-tenancy routes it (`tenancy.py`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from sitesafe.core.clock import Clock
from sitesafe.core.crypto import FieldCipher
from sitesafe.core.db import ACTOR_KEY, Database
from sitesafe.core.onetime import OneTimeStore, make_onetime_store
from sitesafe.core.principals import PrincipalCache
from sitesafe.core.ratelimit import DbRateLimiter, RateLimiter
from sitesafe.core.sessions import SessionStore
from sitesafe.core.settings import Settings
from sitesafe.core.sysconfig import SysConfigCache
from sitesafe.core.tenancy import CURRENT_TENANT, TenantScope
from sitesafe.core.tokens import TokenCodec

if TYPE_CHECKING:
    from sitesafe.core.tenancy import TenantRegistry


def field_cipher(settings: Settings) -> FieldCipher:
    """The cipher of personal data and stored credentials; the seed uses it too, so the rows it writes
    open with the application's key."""
    return FieldCipher(settings.DATA_KEY or settings.SECRET_KEY)


class AppContext:
    def __init__(
        self,
        settings: Settings,
        db: Database,
        clock: Clock,
        tokens: TokenCodec,
        sessions: SessionStore,
        config: SysConfigCache,
        principals: PrincipalCache | None = None,
        limits: RateLimiter | None = None,
    ) -> None:
        self.settings = settings
        # Deployment-wide (the master's database or Redis): caps such as SMS sends span tenants.
        self.limits = limits or DbRateLimiter(db.engine)
        self.onetime: OneTimeStore = make_onetime_store(settings.REDIS_URL, db.engine)
        self.clock = clock
        self.tokens = tokens
        self.cipher = field_cipher(settings)
        self.master = TenantScope(None, db, sessions, config, principals or PrincipalCache())
        self.tenants: TenantRegistry | None = None  # set up by `create_app`

    @property
    def scope(self) -> TenantScope:
        """The tenant the current request acts in (the master outside any tenant)."""
        return CURRENT_TENANT.get() or self.master

    @property
    def db(self) -> Database:
        return self.scope.db

    @property
    def sessions(self) -> SessionStore:
        return self.scope.sessions

    @property
    def config(self) -> SysConfigCache:
        return self.scope.config

    @property
    def principals(self) -> PrincipalCache:
        return self.scope.principals


async def get_ctx(request: Request) -> AppContext:
    ctx: AppContext = request.app.state.ctx
    return ctx


async def get_db(request: Request) -> AsyncIterator[Session]:
    """One ORM session per request. It connects lazily, and stamps audit columns with the caller."""
    ctx: AppContext = request.app.state.ctx
    session = ctx.db.sessionmaker()
    state = request.state
    session.info[ACTOR_KEY] = lambda: getattr(getattr(state, "principal", None), "user_id", None)
    try:
        yield session
    finally:
        session.close()


Ctx = Annotated[AppContext, Depends(get_ctx)]
DbSession = Annotated[Session, Depends(get_db)]
