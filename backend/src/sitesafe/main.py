"""Application factory: `create_app()`; `sitesafe.main:app` builds one from the environment."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Depends, FastAPI

from sitesafe.app.wiring import wire
from sitesafe.core.access import guard
from sitesafe.core.clock import Clock
from sitesafe.core.context import AppContext
from sitesafe.core.db import Database
from sitesafe.core.docs import install_docs
from sitesafe.core.handlers import install_handlers
from sitesafe.core.logs import configure_logging
from sitesafe.core.middleware import BodyLimitMiddleware, RequestContextMiddleware
from sitesafe.core.oplog import OpLogMiddleware
from sitesafe.core.plugins import Plugin, Stoppable
from sitesafe.core.proxies import ProxyHeadersMiddleware
from sitesafe.core.ratelimit import make_rate_limiter
from sitesafe.core.secheaders import SecurityHeadersMiddleware
from sitesafe.core.secret_key import with_secret_key
from sitesafe.core.sessions import make_session_store
from sitesafe.core.settings import Settings, get_settings
from sitesafe.core.spa import SpaRoute
from sitesafe.core.sysconfig import SysConfigCache
from sitesafe.core.tenancy import TenantMiddleware, TenantRegistry
from sitesafe.core.timefmt import set_timezone
from sitesafe.core.tokens import TokenCodec
from sitesafe.modules import models as _models  # noqa: F401  (complete metadata)
from sitesafe.modules import plugins
from sitesafe.modules.system.email.mailer import make_mailer
from sitesafe.modules.system.file.storage import make_storage
from sitesafe.modules.system.sms.provider import LoggingSmsProvider, SmsProvider
from sitesafe.seed.production import refuse_seed_passwords

MULTIPART_OVERHEAD = 1024 * 1024
app: FastAPI  # built on first access, see `__getattr__`


def module_routers(found: Sequence[Plugin]) -> list[APIRouter]:
    """Every plugin's routers in mount order: the hot ones of all plugins first (matching is in order)."""
    return [*(r for p in found for r in p.hot_routers), *(r for p in found for r in p.routers)]


def include_api(app: FastAPI, found: Sequence[Plugin]) -> None:
    """Mounts every module router under `/api`, each behind the access guard."""
    for router in module_routers(found):
        app.include_router(router, prefix="/api", dependencies=[Depends(guard)])


def create_app(
    settings: Settings | None = None, *, clock: Clock | None = None, sms: SmsProvider | None = None
) -> FastAPI:
    wire()
    settings = with_secret_key(settings or get_settings())
    configure_logging(settings.LOG_LEVEL)
    set_timezone(settings.TIMEZONE)
    database = Database.connect(settings.DATABASE_URL, settings.DATABASE_LOCK_TIMEOUT)
    if settings.ENV == "production":
        try:
            refuse_seed_passwords(database)
        except SystemExit:
            database.dispose()
            raise
    ctx = AppContext(
        settings=settings,
        db=database,
        clock=clock or Clock(),
        tokens=TokenCodec(settings.SECRET_KEY),
        sessions=make_session_store(settings.REDIS_URL, database.engine),
        config=SysConfigCache(database.sessionmaker),
        limits=make_rate_limiter(settings.REDIS_URL, database.engine),
    )
    tenants = ctx.tenants = TenantRegistry(
        ctx.master, settings.DATABASE_URL, settings.REDIS_URL, settings.DATABASE_LOCK_TIMEOUT
    )

    found = plugins()

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        started: list[Stoppable] = []
        for plugin in found:
            if plugin.start is not None:
                running = plugin.start(ctx)
                if plugin.state_name:
                    setattr(_app.state, plugin.state_name, running)
                if running is not None:
                    started.append(running)
        yield
        for running in reversed(started):
            running.stop()
        tenants.dispose()
        database.dispose()

    app = FastAPI(
        title="安全综合预警平台",
        version="0.1.0",
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
        lifespan=lifespan,
    )
    app.state.ctx = ctx
    app.state.sms = sms or LoggingSmsProvider(settings.SMS_LOG_FILE)
    app.state.mail = make_mailer(settings)
    app.state.storage = make_storage(settings)
    for plugin in found:
        if plugin.install is not None:
            plugin.install(app)
    install_handlers(app)
    include_api(app, found)
    install_docs(app)
    static_dir = Path(settings.STATIC_DIR)
    if (static_dir / "index.html").is_file():
        app.router.routes.append(SpaRoute(static_dir))
    app.add_middleware(OpLogMiddleware)
    app.add_middleware(TenantMiddleware)
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD)
    app.add_middleware(RequestContextMiddleware)
    app.add_middleware(SecurityHeadersMiddleware)
    app.add_middleware(ProxyHeadersMiddleware, networks=settings.trusted_proxies)
    return app


def __getattr__(name: str) -> Any:
    """`sitesafe.main:app` is built on first access, so importing this module has no side effects."""
    if name == "app":
        global app
        app = create_app()
        return app
    raise AttributeError(name)
