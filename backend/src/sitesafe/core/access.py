"""Access control in one place: every `/api` route is permission-checked unless it declares otherwise.

A route declares its level through `openapi_extra` (also visible in the OpenAPI document):
`PUBLIC` (no token), `LOGIN_ONLY` (a valid session), or nothing (the default: a valid session plus, for
ordinary users, the permission code derived from the path, `/sysUser/page` -> `sysUser:page`).
The guard also enforces project membership when a request carries `projectId`, and, while a user must
replace a password an administrator set, refuses every route but those marked `DURING_PASSWORD_CHANGE`.

Grants are computed from the database and cached per principal-data version (`versioning.py`), so a
grant change applies on the user's next request.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.routing import BaseRoute

from sitesafe.core.auth import Principal, authenticate, touch_session
from sitesafe.core.context import AppContext, Ctx, DbSession
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.grants import GRANTS
from sitesafe.core.projects import PROJECTS
from sitesafe.core.schema import parse_id

ACCESS_KEY = "x-access"
PASSWORD_CHANGE_KEY = "x-during-password-change"


class Access(StrEnum):
    PUBLIC = "public"
    LOGIN = "login"
    PERMISSION = "permission"


PUBLIC: dict[str, Any] = {ACCESS_KEY: Access.PUBLIC.value}
LOGIN_ONLY: dict[str, Any] = {ACCESS_KEY: Access.LOGIN.value}
# A valid session, also while its user must change their password (the login user, the change itself).
DURING_PASSWORD_CHANGE: dict[str, Any] = {**LOGIN_ONLY, PASSWORD_CHANGE_KEY: True}


def access_of(route: BaseRoute | None) -> Access:
    extra = getattr(route, "openapi_extra", None) or {}
    return Access(extra.get(ACCESS_KEY, Access.PERMISSION.value))


def allowed_during_password_change(route: BaseRoute | None) -> bool:
    extra = getattr(route, "openapi_extra", None) or {}
    return bool(extra.get(PASSWORD_CHANGE_KEY))


def permission_code(path: str) -> str:
    """`/api/sysUser/page` -> `sysUser:page`."""
    trimmed = path[len("/api/") :] if path.startswith("/api/") else path.lstrip("/")
    return trimmed.strip("/").replace("/", ":")


def _permission_codes(ctx: AppContext, user: Principal) -> frozenset[str]:
    with ctx.db.sessionmaker() as db:
        codes = frozenset(GRANTS.get().permission_codes(db, user.user_id))
    ctx.principals.put(user.user_id, user.version, "permissions", codes)
    return codes


def _project_allowed(ctx: AppContext, user: Principal, project_id: int) -> bool:
    with ctx.db.sessionmaker() as db:
        allowed = PROJECTS.get().accessible(db, project_id, user.user_id, user.is_super)
    ctx.principals.put(user.user_id, user.version, ("project", project_id), allowed)
    return allowed


async def _requested_project(request: Request) -> str | None:
    """`projectId` from the query string or a JSON object body (None when absent or empty)."""
    raw: Any = request.query_params.get("projectId")
    if raw is None and "json" in request.headers.get("content-type", ""):
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            body = None
        raw = body.get("projectId") if isinstance(body, dict) else None
    if raw is None or raw == "":
        return None
    return str(raw)


async def guard(request: Request) -> Principal | None:
    """The dependency every `/api` route runs first (installed on each module router in `main`).

    On the embedded database, authentication (two point reads) runs on the event loop, which is
    cheaper than a thread hop; on a networked database it goes to the thread pool. Anything heavier
    (cache misses, the sliding-expiry write) always goes to the thread pool."""
    level = access_of(request.scope.get("route"))
    if level is Access.PUBLIC:
        return None
    ctx: AppContext = request.app.state.ctx
    if ctx.db.embedded:
        principal, stale = authenticate(request, ctx)
    else:
        principal, stale = await run_in_threadpool(authenticate, request, ctx)
    request.state.principal = principal
    if stale:
        await run_in_threadpool(touch_session, ctx, principal)
    if principal.password_change_required and not allowed_during_password_change(request.scope.get("route")):
        raise AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED)
    cache = ctx.principals
    if level is Access.PERMISSION and not principal.is_super:
        codes: frozenset[str] | None = cache.get(principal.user_id, principal.version, "permissions")
        if codes is None:
            codes = await run_in_threadpool(_permission_codes, ctx, principal)
        if permission_code(request.scope["path"]) not in codes:
            raise AppError(ErrorCode.NO_PERMISSION)
    project = await _requested_project(request)
    if project is not None:
        parsed = parse_id(project)
        if parsed is None:  # not ASCII digits, or beyond a BIGINT
            raise AppError(ErrorCode.PARAM_ERROR, message="项目参数格式不正确")
        project_id = parsed
        allowed: bool | None = cache.get(principal.user_id, principal.version, ("project", project_id))
        if allowed is None:
            allowed = await run_in_threadpool(_project_allowed, ctx, principal, project_id)
        if not allowed:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
        request.state.project_id = project_id
    return principal


async def current_user(principal: Annotated[Principal | None, Depends(guard)]) -> Principal:
    if principal is None:
        raise AppError(ErrorCode.NO_LOGIN_USER)
    return principal


async def current_project(request: Request, _: Annotated[Principal | None, Depends(guard)]) -> int | None:
    """The project the request acts in (already checked by the guard), or None."""
    project_id: int | None = getattr(request.state, "project_id", None)
    return project_id


@dataclass(frozen=True, slots=True)
class DataScope:
    """Org ids a service must filter by; `unrestricted` for the super administrator."""

    user_id: int
    unrestricted: bool
    org_ids: tuple[int, ...]


def compute_data_scope(db: Session, user: Principal) -> DataScope:
    if user.is_super:
        return DataScope(user.user_id, True, ())
    return DataScope(user.user_id, False, tuple(GRANTS.get().data_scope_orgs(db, user.user_id)))


def _data_scope(user: Annotated[Principal, Depends(current_user)], ctx: Ctx, db: DbSession) -> DataScope:
    return ctx.principals.get_or_compute(
        user.user_id, user.version, "data_scope", lambda: compute_data_scope(db, user)
    )


CurrentUser = Annotated[Principal, Depends(current_user)]
CurrentProject = Annotated[int | None, Depends(current_project)]
CurrentDataScope = Annotated[DataScope, Depends(_data_scope)]
