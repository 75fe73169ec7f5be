from __future__ import annotations

from fastapi import Request
from starlette.concurrency import run_in_threadpool

from sitesafe.core import sysconfig
from sitesafe.core.access import DURING_PASSWORD_CHANGE, PUBLIC, CurrentUser
from sitesafe.core.context import AppContext, Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.core.useragent import client_info
from sitesafe.modules.system.auth.login_user import login_user_document
from sitesafe.modules.system.auth.schemas import LoginBody, LoginUser
from sitesafe.modules.system.auth.service import LoginService, login_tenant, logout

router = make_router(tags=["登录"])


@router.post("/login", openapi_extra=PUBLIC, response_model=Envelope[str])
def login(body: LoginBody, request: Request, ctx: Ctx) -> EnvelopeResponse:
    """登录"""
    with login_tenant(ctx, body.tenant_code), ctx.db.sessionmaker() as db:
        return ok(LoginService(ctx, db, client_info(request)).login(body))


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


@router.get("/getRegisterOpen", openapi_extra=PUBLIC, response_model=Envelope[bool])
def get_register_open(ctx: Ctx) -> EnvelopeResponse:
    """是否开放注册"""
    return ok(ctx.config.get_bool(sysconfig.REGISTER_OPEN, False))
