"""Signing in (account + password, or mobile + SMS code) and out."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import NoReturn

from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.requests import HTTPConnection

from sitesafe.core import sysconfig
from sitesafe.core.auth import bearer_token, decode_token
from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.passwords import hash_password, needs_rehash, verify_password
from sitesafe.core.sessions import SessionRecord
from sitesafe.core.tenancy import CURRENT_TENANT
from sitesafe.core.useragent import ClientInfo
from sitesafe.crud.model import live
from sitesafe.modules.system.auth import lockout, sm2
from sitesafe.modules.system.auth.schemas import LoginBody
from sitesafe.modules.system.captcha import service as captcha
from sitesafe.modules.system.log.models import VIS_LOGOUT
from sitesafe.modules.system.log.service import record_visit
from sitesafe.modules.system.sms.service import is_mobile, verify_code
from sitesafe.modules.system.user.models import STATUS_FROZEN, SysUser

DEFAULT_TOKEN_EXPIRE = 86400


class LoginService:
    def __init__(self, ctx: AppContext, db: Session, client: ClientInfo) -> None:
        self.ctx = ctx
        self.db = db
        self.client = client
        self.now = ctx.clock.now()
        self.policy = lockout.LockPolicy.from_config(ctx.config)

    def _fail(self, error: AppError, account: str | None) -> NoReturn:
        record_visit(
            self.db,
            client=self.client,
            account=account,
            success=False,
            message=f"登录失败:{error.message}",
            now=self.now,
        )
        self.db.commit()
        raise error

    def _refuse_if_locked(self, key: str, account: str) -> None:
        minutes = lockout.locked_minutes(self.db, key, self.client.ip, self.now)
        if minutes is not None:
            self._fail(AppError(ErrorCode.LOGIN_LOCKED, minutes=minutes), account)

    def _count_failure(self, key: str, error: ErrorCode, account: str) -> NoReturn:
        if lockout.record_failure(self.db, key, self.client.ip, self.now, self.policy):
            minutes = int(self.policy.lock.total_seconds() // 60)
            self._fail(AppError(ErrorCode.LOGIN_LOCKED, minutes=minutes), account)
        self._fail(AppError(error), account)

    def login(self, body: LoginBody) -> str:
        if self.ctx.config.get_bool(sysconfig.CAPTCHA_OPEN, False) and not captcha.verify(
            self.ctx, body.code
        ):
            self._fail(AppError(ErrorCode.CAPTCHA_ERROR), body.account or body.mobile)
        if body.mobile:
            return self._login_by_sms(body.mobile.strip(), (body.sms_code or "").strip())
        account, password = (body.account or "").strip(), body.password or ""
        if not account or not password:
            self._fail(AppError(ErrorCode.ACCOUNT_PWD_EMPTY), account)
        self._refuse_if_locked(account, account)
        password = self._plain_password(password, account)
        user = self.db.execute(
            select(SysUser).where(SysUser.account == account, live(SysUser)).limit(1)
        ).scalar_one_or_none()
        if not verify_password(password, user.password if user else None) or user is None:
            self._count_failure(account, ErrorCode.ACCOUNT_PWD_ERROR, account)
        if needs_rehash(user.password):
            user.password = hash_password(password)
        return self._succeed(user, account)

    def _plain_password(self, password: str, account: str) -> str:
        """The password as typed: an SM2 ciphertext of the stock Snowy client is opened with
        `SM2_PRIVATE_KEY` (one that does not open counts as a wrong password); without the key it is
        refused as too long, as any password over 128 characters."""
        if len(password) <= sm2.PASSWORD_MAX:
            return password
        key = self.ctx.settings.SM2_PRIVATE_KEY
        if not key:
            too_long = f"密码长度不能超过{sm2.PASSWORD_MAX}位"
            self._fail(AppError(ErrorCode.PARAM_ERROR, message=too_long), account)
        plain = sm2.decrypt_password(key, password)
        if plain is None:
            self._count_failure(account, ErrorCode.ACCOUNT_PWD_ERROR, account)
        return plain

    def _login_by_sms(self, mobile: str, code: str) -> str:
        if not code:
            self._fail(AppError(ErrorCode.ACCOUNT_PWD_EMPTY, message="手机号或验证码为空"), mobile)
        if not is_mobile(mobile):
            self._fail(AppError(ErrorCode.PARAM_ERROR, message="手机号格式不正确"), mobile)
        key = f"mobile:{mobile}"
        self._refuse_if_locked(key, mobile)
        if not verify_code(self.db, self.ctx.settings.SECRET_KEY, mobile, code, self.now):
            self._count_failure(key, ErrorCode.CAPTCHA_ERROR, mobile)
        user = self.db.execute(
            select(SysUser).where(SysUser.phone == mobile, live(SysUser)).limit(1)
        ).scalar_one_or_none()
        if user is None:
            self._fail(AppError(ErrorCode.MOBILE_NOT_BOUND), mobile)
        return self._succeed(user, key)

    def _succeed(self, user: SysUser, lock_key: str) -> str:
        if user.status == STATUS_FROZEN:
            self._fail(AppError(ErrorCode.ACCOUNT_FREEZE_ERROR), user.account)
        lockout.reset_account(self.db, lock_key)
        user.last_login_ip = self.client.ip
        user.last_login_time = self.now
        user.last_login_address = "-"
        user.last_login_browser = self.client.browser
        user.last_login_os = self.client.os
        record_visit(
            self.db, client=self.client, account=user.account, success=True, message="登录成功", now=self.now
        )
        # Commit first: the database session store writes on its own connection (SQLite has one writer).
        self.db.commit()
        session_id = uuid.uuid4().hex
        idle = self.ctx.config.get_int(sysconfig.SESSION_EXPIRE, 7200)
        self.ctx.sessions.purge_idle(self.now - timedelta(seconds=idle))
        self.ctx.sessions.create(
            SessionRecord(
                id=session_id,
                user_id=user.id,
                account=user.account,
                create_time=self.now,
                last_access_time=self.now,
                ip=self.client.ip,
                browser=self.client.browser,
                os=self.client.os,
            ),
            idle,
        )
        ttl = self.ctx.config.get_int(sysconfig.TOKEN_EXPIRE, DEFAULT_TOKEN_EXPIRE)
        return self.ctx.tokens.issue(user.id, user.account, session_id, self.now, ttl, self.ctx.scope.code)


@contextmanager
def login_tenant(ctx: AppContext, tenant_code: str | None) -> Iterator[None]:
    """With multi-tenancy on, a sign-in acts in the tenant its `tenantCode` names (empty: the master);
    off, the code is ignored."""
    code = (tenant_code or "").strip().lower()
    if not code or ctx.tenants is None or not ctx.tenants.enabled():
        yield
        return
    token = CURRENT_TENANT.set(ctx.tenants.resolve(code))
    try:
        yield
    finally:
        CURRENT_TENANT.reset(token)


def logout(ctx: AppContext, db: Session, conn: HTTPConnection, client: ClientInfo) -> None:
    """Ends the caller's session when the token names one; never fails (the client clears its state)."""
    try:
        token = bearer_token(conn)
        claims = decode_token(ctx, token) if token else None
    except AppError:
        return
    if claims is None:
        return
    record = ctx.sessions.get(claims.session_id)
    if record is None:
        return
    ctx.sessions.delete(record.id)
    record_visit(
        db,
        client=client,
        account=record.account,
        success=True,
        message="登出成功",
        now=ctx.clock.now(),
        vis_type=VIS_LOGOUT,
    )
    db.commit()
