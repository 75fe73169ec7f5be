"""The per-application services every request may need, kept on `app.state.ctx`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from sitesafe.core.clock import Clock
from sitesafe.core.db import ACTOR_KEY, Database
from sitesafe.core.principals import PrincipalCache
from sitesafe.core.sessions import SessionStore
from sitesafe.core.settings import Settings
from sitesafe.core.sysconfig import SysConfigCache
from sitesafe.core.tokens import TokenCodec


@dataclass
class AppContext:
    settings: Settings
    db: Database
    clock: Clock
    tokens: TokenCodec
    sessions: SessionStore
    config: SysConfigCache
    principals: PrincipalCache = field(default_factory=PrincipalCache)


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
