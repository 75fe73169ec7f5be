from __future__ import annotations

from typing import Any

from fastapi import Request
from starlette.concurrency import run_in_threadpool

from sitesafe.core import sysconfig
from sitesafe.core.access import DURING_PASSWORD_CHANGE, PUBLIC, CurrentUser
from sitesafe.core.context import AppContext, Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.handlers import on_validation_refused
from sitesafe.core.routing import make_router
from sitesafe.core.useragent import client_info
from sitesafe.modules.system.auth.login_user import login_user_document
from sitesafe.modules.system.auth.schemas import LoginBody, LoginUser
from sitesafe.modules.system.auth.service import LoginService, login_tenant, logout
from sitesafe.modules.system.log.service import record_visit

router = make_router(tags=["登录"])


@router.post("/login", openapi_extra=PUBLIC, response_model=Envelope[str])
def login(body: LoginBody, request: Request, ctx: Ctx) -> EnvelopeResponse:
    """登录"""
    with login_tenant(ctx, body.tenant_code), ctx.db.sessionmaker() as db:
        return ok(LoginService(ctx, db, client_info(request)).login(body))


def _record_refused_login(request: Request, body: Any, message: str) -> None:
    """A sign-in refused before the route ran (bad input) is visit-logged like any other refusal."""
    ctx: AppContext = request.app.state.ctx
    account = (body.get("account") or body.get("mobile")) if isinstance(body, dict) else None
    with ctx.db.sessionmaker() as db:
        record_visit(
            db,
            client=client_info(request),
            account=account if isinstance(account, str) else None,
            success=False,
            message=f"登录失败:{message}",
            now=ctx.clock.now(),
        )
        db.commit()


on_validation_refused(login, _record_refused_login)


@router.get("/logout", openapi_extra=PUBLIC, response_model=Envelope[None])
def sign_out(request: Request, ctx: Ctx, db: DbSession) -> EnvelopeResponse:
    """退出登录"""
    logout(ctx, db, request, client_info(request))
    return ok(None)


@router.get("/getLoginUser", openapi_extra=DURING_PASSWORD_CHANGE, response_model=Envelope[LoginUser])
async def get_login_user(user: CurrentUser, request: Request) -> EnvelopeResponse:
    """获取当前登录用户信息"""
    ctx: AppContext = request.app.state.ctx
    cached: bytes | None = ctx.principals.get(user.user_id, user.version, "login_user")
    if cached is None:
        cached = await run_in_threadpool(login_user_document, ctx, user)
    return EnvelopeResponse(cached)


@router.get("/getTenantOpen", openapi_extra=PUBLIC, response_model=Envelope[bool])
def get_tenant_open(ctx: Ctx) -> EnvelopeResponse:
    """是否开启租户"""
    return ok(ctx.master.config.get_bool(sysconfig.TENANT_OPEN, False))


@router.get("/getCaptchaOpen", openapi_extra=PUBLIC, response_model=Envelope[bool])
def get_captcha_open(ctx: Ctx) -> EnvelopeResponse:
    """是否开启验证码"""
    return ok(ctx.config.get_bool(sysconfig.CAPTCHA_OPEN, False))


@router.get("/getLoginClassic", openapi_extra=PUBLIC, response_model=Envelope[bool])
def get_login_classic(ctx: Ctx) -> EnvelopeResponse:
    """是否使用经典登录页（仅账号密码）"""
    return ok(ctx.config.get_bool(sysconfig.LOGIN_CLASSIC, False))


@router.get("/getRegisterOpen", openapi_extra=PUBLIC, response_model=Envelope[bool])
def get_register_open(ctx: Ctx) -> EnvelopeResponse:
    """是否开放注册"""
    return ok(ctx.config.get_bool(sysconfig.REGISTER_OPEN, False))
