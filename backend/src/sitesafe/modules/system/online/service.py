"""Lists the live sessions of the session store (database or Redis) and ends one on request.

A session id is what a token names (together with the signing key it is a sign-in), so it never leaves
the server: each session is shown and forced out by its handle, an HMAC of the id under a key derived
from SECRET_KEY, which cannot be turned back into the id."""

from __future__ import annotations

import hashlib
import hmac
from datetime import timedelta
from functools import lru_cache

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.auth import Principal, session_idle_seconds
from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.core.sessions import SessionRecord
from sitesafe.modules.system.online.schemas import OnlineUserOut
from sitesafe.modules.system.user.models import ADMIN_TYPE_SUPER, SysUser

UNKNOWN_ADDRESS = "-"
HANDLE_LENGTH = 32  # hex characters: 128 bits


@lru_cache(maxsize=4)
def _handle_key(secret: str) -> bytes:
    """A key of its own for handles, so they share nothing usable with the token signatures."""
    return hmac.new(secret.encode(), b"online-session-handle", hashlib.sha256).digest()


def handle_of(ctx: AppContext, session_id: str) -> str:
    """The opaque handle the 在线用户 screen knows a session by."""
    digest = hmac.new(_handle_key(ctx.settings.SECRET_KEY), session_id.encode(), hashlib.sha256)
    return digest.hexdigest()[:HANDLE_LENGTH]


def _same(handle: str, ctx: AppContext, session_id: str) -> bool:
    return hmac.compare_digest(handle.encode(), handle_of(ctx, session_id).encode())


def _live(ctx: AppContext) -> list[SessionRecord]:
    idle_since = ctx.clock.now() - timedelta(seconds=session_idle_seconds(ctx))
    return ctx.sessions.list_live(idle_since)


def _users(db: Session, user_ids: set[int]) -> dict[int, tuple[str, int, str | None]]:
    """user id -> (name, admin type, last login address), in one query."""
    if not user_ids:
        return {}
    rows = db.execute(
        select(SysUser.id, SysUser.name, SysUser.admin_type, SysUser.last_login_address).where(
            SysUser.id.in_(user_ids)
        )
    ).all()
    return {row.id: (row.name, row.admin_type, row.last_login_address) for row in rows}


def page(
    ctx: AppContext, db: Session, caller: Principal, account: str | None, params: PageParams
) -> PageResult[OnlineUserOut]:
    """Live sessions, newest sign-in first, filtered by account (substring) and paged in memory as
    Snowy does. Callers other than super administrators do not see super administrators' sessions."""
    needle = (account or "").strip().lower()
    records = [r for r in _live(ctx) if needle in r.account.lower()]
    users = _users(db, {r.user_id for r in records})
    rows: list[OnlineUserOut] = []
    for record in records:
        name, admin_type, address = users.get(record.user_id, (None, None, None))
        if admin_type == ADMIN_TYPE_SUPER and not caller.is_super:
            continue
        rows.append(
            OnlineUserOut(
                handle=handle_of(ctx, record.id),
                user_id=record.user_id,
                account=record.account,
                nick_name=name,
                last_login_ip=record.ip,
                last_login_address=address or UNKNOWN_ADDRESS,
                last_login_browser=record.browser,
                last_login_os=record.os,
                last_login_time=record.create_time,
                last_access_time=record.last_access_time,
                current=record.id == caller.session_id,
            )
        )
    rows.sort(key=lambda row: (row.last_login_time, row.handle), reverse=True)
    return page_result(rows[params.offset : params.offset + params.page_size], len(rows), params)


def force_exit(ctx: AppContext, db: Session, caller: Principal, handle: str) -> None:
    """Ends the session with this handle at once; its holder's next request answers 1011008. Ending one
    that is already gone (or never was) succeeds: the outcome the caller wanted."""
    if _same(handle, ctx, caller.session_id):
        raise AppError(ErrorCode.ONLINE_USER_FORCE_SELF)
    record = next((r for r in _live(ctx) if _same(handle, ctx, r.id)), None)
    if record is None:
        return
    if not caller.is_super:
        admin_type = db.execute(select(SysUser.admin_type).where(SysUser.id == record.user_id)).scalar()
        if admin_type == ADMIN_TYPE_SUPER:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    ctx.sessions.delete(record.id)
