"""Application factory: `create_app()`; `sitesafe.main:app` builds one from the environment."""

from __future__ import annotations

from collections.abc import AsyncIterator
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
from sitesafe.modules import gen as generated_modules
from sitesafe.modules import models as _models  # noqa: F401  (complete metadata)
from sitesafe.modules.form.router import router as form_design_router
from sitesafe.modules.pay.alipay.router import router as pay_alipay_router
from sitesafe.modules.site.alarm.delivery import attach as attach_alarm_delivery
from sitesafe.modules.site.alarm.router import routers as alarm_routers
from sitesafe.modules.site.attendance.router import router as attendance_router
from sitesafe.modules.site.board.router import router as site_board_router
from sitesafe.modules.site.department.router import router as project_department_router
from sitesafe.modules.site.device.face_api import router as device_face_api_router
from sitesafe.modules.site.device.registry_router import channel_router as site_device_channel_router
from sitesafe.modules.site.device.registry_router import router as site_device_router
from sitesafe.modules.site.device.router import router as device_face_router
from sitesafe.modules.site.driver.router import routers as driver_routers
from sitesafe.modules.site.enterprise.router import enterprise_router, sub_router
from sitesafe.modules.site.live.router import router as site_live_router
from sitesafe.modules.site.manage_modules import ROUTERS as manage_module_routers
from sitesafe.modules.site.monitor.device_api import router as monitor_device_api_router
from sitesafe.modules.site.monitor.router_data import routers as monitor_data_routers
from sitesafe.modules.site.monitor.runtime import start_monitor
from sitesafe.modules.site.notice.router import router as project_notice_router
from sitesafe.modules.site.person.router import routers as people_routers
from sitesafe.modules.site.project.router import router as project_router
from sitesafe.modules.site.record.router import routers as record_routers
from sitesafe.modules.site.team.router import router as team_router
from sitesafe.modules.system.app.router import router as app_router
from sitesafe.modules.system.auth.router import router as auth_router
from sitesafe.modules.system.captcha.router import router as captcha_router
from sitesafe.modules.system.codegen.router import router as codegen_router
from sitesafe.modules.system.config.router import router as config_router
from sitesafe.modules.system.dashboard.router import router as dashboard_router
from sitesafe.modules.system.database_info.router import router as database_info_router
from sitesafe.modules.system.dict.admin_router import data_router as dict_data_router
from sitesafe.modules.system.dict.admin_router import type_router as dict_type_router
from sitesafe.modules.system.dict.router import router as dict_router
from sitesafe.modules.system.email.mailer import make_mailer
from sitesafe.modules.system.email.router import router as email_router
from sitesafe.modules.system.file.router import router as file_router
from sitesafe.modules.system.file.storage import make_storage
from sitesafe.modules.system.health.router import router as health_router
from sitesafe.modules.system.log.router import router as log_router
from sitesafe.modules.system.machine.router import router as machine_router
from sitesafe.modules.system.menu.admin_router import router as menu_admin_router
from sitesafe.modules.system.menu.router import router as menu_router
from sitesafe.modules.system.notice.router import router as notice_router
from sitesafe.modules.system.online.router import router as online_router
from sitesafe.modules.system.org.router import router as org_router
from sitesafe.modules.system.pos.router import router as pos_router
from sitesafe.modules.system.role.router import router as role_router
from sitesafe.modules.system.sms.admin_router import router as sms_admin_router
from sitesafe.modules.system.sms.provider import LoggingSmsProvider, SmsProvider
from sitesafe.modules.system.sms.router import router as sms_router
from sitesafe.modules.system.tenant.router import router as tenant_router
from sitesafe.modules.system.timer.router import router as timer_router
from sitesafe.modules.system.timer.scheduler import start_scheduler
from sitesafe.modules.system.user.admin_router import router as user_admin_router
from sitesafe.modules.system.user.router import router as user_router
from sitesafe.modules.workflow import runtime as workflow_runtime
from sitesafe.modules.workflow.routers import routers as workflow_routers
from sitesafe.seed.production import refuse_seed_passwords

# Every module router, mounted under `/api` behind the access guard (hot routes first: matching is
# in order).
MODULE_ROUTERS: tuple[APIRouter, ...] = (
    auth_router,
    captcha_router,
    health_router,
    sms_router,
    menu_router,
    dict_router,
    file_router,
    user_router,
    machine_router,
    project_router,
    # system administration (the generic CRUD resources)
    user_admin_router,
    org_router,
    pos_router,
    role_router,
    menu_admin_router,
    app_router,
    dict_type_router,
    dict_data_router,
    config_router,
    database_info_router,
    codegen_router,
    form_design_router,
    pay_alipay_router,
    log_router,
    notice_router,
    email_router,
    sms_admin_router,
    online_router,
    tenant_router,
    timer_router,
    dashboard_router,
    # site management: projects and their enterprises
    project_department_router,
    project_notice_router,
    enterprise_router,
    sub_router,
    # site management: people (teams, real-name records, certificates, education, drivers)
    team_router,
    *people_routers,
    *record_routers,
    *driver_routers,
    # site management: attendance and face terminals (the device API is public, signed per device)
    device_face_api_router,
    device_face_router,
    attendance_router,
    # site management: monitoring devices' readings and heartbeats (signed per device)
    monitor_device_api_router,
    # site management: alarms (告警)
    *alarm_routers,
    # site management: the device registry of every kind and gateway channels
    site_device_router,
    site_device_channel_router,
    # site management II: readings of cranes, lifts and environment monitors, and the live stream
    *monitor_data_routers,
    site_live_router,
    # workflow (工作流): design resources, instances, submit
    *workflow_routers,
    # workflow runtime: to-do lists, task actions, drafts, cc
    *workflow_runtime.routers,
    # site management III: the management modules, approved through the workflow
    *manage_module_routers,
    site_board_router,
    # resources generated by 代码生成 into this project (sitesafe.modules.gen)
    *(module.router for module in generated_modules.load("router")),
)
MULTIPART_OVERHEAD = 1024 * 1024
app: FastAPI  # built on first access, see `__getattr__`


def include_api(app: FastAPI) -> None:
    """Mounts every module router under `/api`, each behind the access guard."""
    for router in MODULE_ROUTERS:
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

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        _app.state.scheduler = start_scheduler(ctx)
        _app.state.monitor = start_monitor(ctx)
        yield
        _app.state.monitor.stop()
        if _app.state.scheduler is not None:
            _app.state.scheduler.stop()
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
    workflow_runtime.install_notifications(app)
    app.state.storage = make_storage(settings)
    attach_alarm_delivery(app.state)  # alarm SMS/e-mail sent after ingestion's commit
    install_handlers(app)
    include_api(app)
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
