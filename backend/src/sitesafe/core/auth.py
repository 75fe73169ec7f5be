"""Who is calling: bearer token -> live server-side session -> enabled user (the `Principal`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, Table, bindparam, select
from starlette.requests import HTTPConnection

from sitesafe.core.context import AppContext
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ports import Port
from sitesafe.core.sessions import SESSIONS, SessionRecord
from sitesafe.core.sysconfig import SESSION_EXPIRE
from sitesafe.core.tokens import InvalidToken, TokenClaims
from sitesafe.core.versioning import VERSION_QUERY

# The user statuses and type the kernel judges a caller by; the system module's users use these values.
ADMIN_TYPE_SUPER = 1
STATUS_FROZEN = 1
STATUS_DELETED = 2
DEFAULT_SESSION_EXPIRE = 7200
_ANONYMOUS_TOKENS = {"", "undefined", "null"}
# The users table (the system module's `sys_user`), registered at start-up by `sitesafe.app.wiring`:
# the principal is read from its account, name, admin_type, status and password_change_required.
USERS: Port[Table] = Port("users")


@dataclass(frozen=True, slots=True)
class _Queries:
    users: Table
    # The caller's row and the principal-data version: one indexed query ...
    user: Select[Any]
    # ... or, with sessions in the database, together with the session row.
    session_user: Select[Any]


_built: list[_Queries] = []


def _queries() -> _Queries:
    users = USERS.get()
    if _built and _built[0].users is users:
        return _built[0]
    columns = (
        users.c.account,
        users.c.name,
        users.c.admin_type,
        users.c.status,
        users.c.password_change_required,
        VERSION_QUERY.scalar_subquery().label("version"),
    )
    built = _Queries(
        users,
        select(*columns).where(users.c.id == bindparam("uid")),
        select(*SESSIONS.c, *columns)
        .join_from(SESSIONS, users, users.c.id == SESSIONS.c.user_id)
        .where(SESSIONS.c.id == bindparam("sid")),
    )
    _built[:] = [built]
    return built


_SESSION_FIELDS = tuple(column.name for column in SESSIONS.c)


@dataclass(frozen=True, slots=True)
class Principal:
    user_id: int
    account: str
    name: str
    admin_type: int
    session_id: str
    version: int | None = None  # principal-data version the caches are keyed by
    # An administrator set the password: only the routes marked for it answer until it is changed.
    password_change_required: bool = False

    @property
    def is_super(self) -> bool:
        return self.admin_type == ADMIN_TYPE_SUPER


def bearer_token(conn: HTTPConnection) -> str | None:
    """The raw token, None when the caller sent none; raises 1011005 for a non-Bearer header."""
    header = conn.headers.get("authorization", "").strip()
    if header in _ANONYMOUS_TOKENS:
        return None
    scheme, _, token = header.partition(" ")
    if scheme != "Bearer":
        raise AppError(ErrorCode.NOT_VALID_TOKEN_TYPE)
    token = token.strip()
    return None if token in _ANONYMOUS_TOKENS else token


def decode_token(ctx: AppContext, token: str) -> TokenClaims:
    try:
        return ctx.tokens.decode(token, ctx.clock.now())
    except InvalidToken:
        raise AppError(ErrorCode.REQUEST_TOKEN_ERROR) from None


def session_idle_seconds(ctx: AppContext) -> int:
    return ctx.config.get_int(SESSION_EXPIRE, DEFAULT_SESSION_EXPIRE)


def _load(ctx: AppContext, claims: TokenClaims) -> tuple[SessionRecord | None, AnyRow | None]:
    with ctx.db.autocommit.connect() as connection:
        if ctx.sessions.in_database:
            row = connection.execute(_queries().session_user, {"sid": claims.session_id}).first()
            if row is None:
                return None, None
            values = row._mapping
            return SessionRecord(**{name: values[name] for name in _SESSION_FIELDS}), row
        record = ctx.sessions.get(claims.session_id, connection)
        return record, connection.execute(_queries().user, {"uid": claims.user_id}).first()


def authenticate(conn: HTTPConnection, ctx: AppContext) -> tuple[Principal, bool]:
    """The caller, and whether its session's last-access time is due for a refresh (sliding expiry).

    A memoised token check and one indexed query (two with Redis sessions)."""
    token = bearer_token(conn)
    if token is None:
        raise AppError(ErrorCode.REQUEST_TOKEN_EMPTY)
    claims = decode_token(ctx, token)
    now = ctx.clock.now()
    record, user = _load(ctx, claims)
    if record is None or record.user_id != claims.user_id:
        raise AppError(ErrorCode.LOGIN_EXPIRED)
    if record.idle_expired(now, session_idle_seconds(ctx)):
        ctx.sessions.delete(record.id)
        raise AppError(ErrorCode.LOGIN_EXPIRED)
    if user is None or user.status == STATUS_DELETED:
        raise AppError(ErrorCode.LOGIN_EXPIRED)
    if user.status == STATUS_FROZEN:
        raise AppError(ErrorCode.ACCOUNT_FREEZE_ERROR)
    principal = Principal(
        claims.user_id,
        user.account,
        user.name,
        user.admin_type,
        record.id,
        user.version,
        bool(user.password_change_required),
    )
    return principal, record.needs_touch(now)


def touch_session(ctx: AppContext, principal: Principal) -> None:
    ctx.sessions.touch(principal.session_id, ctx.clock.now(), session_idle_seconds(ctx))
