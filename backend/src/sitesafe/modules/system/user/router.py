from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body

from sitesafe.core.access import DURING_PASSWORD_CHANGE, LOGIN_ONLY, PUBLIC, CurrentUser
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.system.user import service
from sitesafe.modules.system.user.schemas import (
    BindPhoneBody,
    RegisterBody,
    UpdateAvatarBody,
    UpdateInfoBody,
    UpdatePwdBody,
)

router = make_router(tags=["系统用户"], responses={200: {"model": Envelope[None]}})


@router.post("/sysUser/updateInfo", openapi_extra=LOGIN_ONLY)
def sys_user_update_info(body: UpdateInfoBody, user: CurrentUser, db: DbSession) -> EnvelopeResponse:
    """更新个人信息"""
    service.update_info(db, user, body)
    return ok(None)


@router.post("/sysUser/updatePwd", openapi_extra=DURING_PASSWORD_CHANGE)
def sys_user_update_pwd(body: UpdatePwdBody, user: CurrentUser, ctx: Ctx, db: DbSession) -> EnvelopeResponse:
    """修改密码"""
    service.update_password(ctx, db, user, body)
    return ok(None)


@router.post("/sysUser/updateAvatar", openapi_extra=LOGIN_ONLY)
def sys_user_update_avatar(body: UpdateAvatarBody, user: CurrentUser, db: DbSession) -> EnvelopeResponse:
    """修改头像"""
    service.update_avatar(db, user, body)
    return ok(None)


@router.post("/sysUser/updatePreferences", openapi_extra=LOGIN_ONLY)
def sys_user_update_preferences(
    body: Annotated[dict[str, Any], Body(title="偏好设置")], user: CurrentUser, ctx: Ctx, db: DbSession
) -> EnvelopeResponse:
    """保存个人偏好设置"""
    service.update_preferences(ctx, db, user, body)
    return ok(None)


@router.post("/sysUser/bindPhone", openapi_extra=LOGIN_ONLY)
def sys_user_bind_phone(body: BindPhoneBody, user: CurrentUser, ctx: Ctx, db: DbSession) -> EnvelopeResponse:
    """绑定手机号"""
    service.bind_phone(ctx, db, user, body)
    return ok(None)


@router.post("/user/register", openapi_extra=PUBLIC)
def user_register(body: RegisterBody, ctx: Ctx, db: DbSession) -> EnvelopeResponse:
    """注册账号"""
    service.register(ctx, db, body)
    return ok(None)
