"""Self-service account operations of the signed-in user, and public registration."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core import sysconfig
from sitesafe.core.auth import Principal
from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.passwords import hash_password, verify_password
from sitesafe.crud.model import live
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.service import IMAGE_TYPES
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.sms.service import verify_code
from sitesafe.modules.system.user.models import (
    ADMIN_TYPE_ORDINARY,
    STATUS_DELETED,
    SysUser,
    SysUserPref,
    SysUserRole,
)
from sitesafe.modules.system.user.schemas import (
    BindPhoneBody,
    RegisterBody,
    UpdateAvatarBody,
    UpdateInfoBody,
    UpdatePwdBody,
)


def _self(db: Session, user: Principal, claimed_id: int | None) -> SysUser:
    """The caller's own row; a body naming another user is refused."""
    if claimed_id is not None and claimed_id != user.user_id:
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    row = db.get(SysUser, user.user_id)
    if row is None or row.status == STATUS_DELETED:
        raise AppError(ErrorCode.USER_NOT_EXIST)
    return row


def _phone_taken(db: Session, phone: str, except_user: int | None = None) -> bool:
    stmt = select(SysUser.id).where(SysUser.phone == phone, live(SysUser))
    if except_user is not None:
        stmt = stmt.where(SysUser.id != except_user)
    return db.execute(stmt.limit(1)).first() is not None


def update_info(db: Session, user: Principal, body: UpdateInfoBody) -> None:
    row = _self(db, user, body.id)
    if body.phone and body.phone != row.phone:
        raise AppError(ErrorCode.PARAM_ERROR, message="修改手机号请使用绑定手机功能")
    row.nick_name, row.birthday, row.sex = body.nick_name, body.birthday, body.sex
    row.email, row.tel = body.email or None, body.tel or None
    db.commit()


def update_password(ctx: AppContext, db: Session, user: Principal, body: UpdatePwdBody) -> None:
    """Changes the password and ends the user's other sessions (the current one stays); a password an
    administrator set no longer has to be changed."""
    row = _self(db, user, body.id)
    if not verify_password(body.password, row.password):
        raise AppError(ErrorCode.USER_PWD_ERROR)
    if body.password == body.new_password:
        raise AppError(ErrorCode.USER_PWD_REPEAT)
    row.password = hash_password(body.new_password)
    row.password_change_required = False
    db.commit()
    ctx.sessions.delete_for_user(user.user_id, keep=user.session_id)


def update_avatar(db: Session, user: Principal, body: UpdateAvatarBody) -> None:
    row = _self(db, user, body.id)
    info = db.get(SysFileInfo, body.avatar)
    if info is None:
        raise AppError(ErrorCode.FILE_NOT_EXIST)
    if info.create_user != user.user_id:  # else the avatar would show someone else's file to others
        raise AppError(ErrorCode.PARAM_ERROR, message="头像必须是本人上传的图片")
    if info.file_suffix.lower() not in IMAGE_TYPES:
        raise AppError(ErrorCode.PARAM_ERROR, message="头像必须是图片文件")
    row.avatar = info.id
    db.commit()


def update_preferences(ctx: AppContext, db: Session, user: Principal, body: dict[str, Any]) -> None:
    """Merges the given top-level keys into the stored preferences object."""
    nested = body.get("preferences")
    given: dict[str, Any] = nested if isinstance(nested, dict) else body
    changes = {k: v for k, v in given.items() if k != "projectId"}
    row = db.get(SysUserPref, user.user_id)
    current: dict[str, Any] = {}
    if row is not None:
        try:
            loaded = json.loads(row.content)
            current = loaded if isinstance(loaded, dict) else {}
        except ValueError:
            current = {}
    content = json.dumps({**current, **changes}, ensure_ascii=False, separators=(",", ":"))
    if len(content.encode()) > ctx.settings.PREFERENCES_MAX_BYTES:
        raise AppError(ErrorCode.PARAM_ERROR, message="偏好设置内容过大")
    if row is None:
        db.add(SysUserPref(user_id=user.user_id, content=content, update_time=ctx.clock.now()))
    else:
        row.content, row.update_time = content, ctx.clock.now()
    db.commit()


def _require_sms(ctx: AppContext, db: Session, phone: str, code: str) -> None:
    if not verify_code(db, ctx.settings.SECRET_KEY, phone, code, ctx.clock.now()):
        db.commit()  # keep the wrong-try count
        raise AppError(ErrorCode.CAPTCHA_ERROR)


def bind_phone(ctx: AppContext, db: Session, user: Principal, body: BindPhoneBody) -> None:
    """Binds the phone once its code is verified: only then may the answer tell that it is taken."""
    row = _self(db, user, None)
    _require_sms(ctx, db, body.phone, body.code)
    if _phone_taken(db, body.phone, except_user=user.user_id):
        db.commit()  # the code is used up
        raise AppError(ErrorCode.USER_PHONE_REPEAT)
    row.phone = body.phone
    db.commit()


def register(ctx: AppContext, db: Session, body: RegisterBody) -> None:
    """Creates an ordinary user holding the configured default role.

    The SMS code is verified first: without it, a taken and a free account or phone answer alike. A code
    answers at most one such question (it is used up), so names cannot be tried one after another."""
    if not ctx.config.get_bool(sysconfig.REGISTER_OPEN, False):
        raise AppError(ErrorCode.REGISTER_CLOSED)
    _require_sms(ctx, db, body.phone, body.sms_code)
    taken = db.execute(
        select(SysUser.id).where(SysUser.account == body.account, live(SysUser)).limit(1)
    ).first()
    clash = ErrorCode.USER_ACCOUNT_REPEAT if taken is not None else None
    if clash is None and _phone_taken(db, body.phone):
        clash = ErrorCode.USER_PHONE_REPEAT
    if clash is not None:
        db.commit()  # the code is used up
        raise AppError(clash)
    user = SysUser(
        account=body.account,
        password=hash_password(body.password),
        name=body.account,
        nick_name=body.account,
        phone=body.phone,
        email=body.email or None,
        sex=3,
        admin_type=ADMIN_TYPE_ORDINARY,
        status=0,
    )
    db.add(user)
    db.flush()
    role_code = ctx.config.get_str(sysconfig.REGISTER_DEFAULT_ROLE, "")
    role_id = db.execute(
        select(SysRole.id).where(SysRole.code == role_code, SysRole.status == 0)
    ).scalar_one_or_none()
    if role_id is not None:
        db.add(SysUserRole(user_id=user.id, role_id=role_id))
    db.commit()
