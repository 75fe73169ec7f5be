"""Checks every resource gets from its columns: project scope (`project_id`) and optimistic concurrency
(`version`, or `update_time` for a table without one)."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import CursorResult, update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.projects import PROJECTS
from sitesafe.core.timefmt import format_datetime
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition
from sitesafe.crud.model import has_column


def _my_projects(act: Act) -> Any:
    return PROJECTS.get().member_ids(act.user.user_id)


def project_conditions(act: Act, model: type[Any]) -> list[Condition]:
    """Rows of the request's project; without one, of the caller's projects (all, for a super user)."""
    if not has_column(model, "project_id"):
        return []
    if act.project_id is not None:
        return [model.project_id == act.project_id]
    return [] if act.user.is_super else [model.project_id.in_(_my_projects(act))]


def check_project(act: Act, row: Any) -> None:
    """Refuses (1013003) a write to a row of another project than the request's or the caller's."""
    if not has_column(type(row), "project_id") or act.user.is_super:
        return
    if act.project_id is not None and act.project_id != row.project_id:
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    if not PROJECTS.get().is_member(act.db, row.project_id, act.user.user_id):
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)


def claim_version(act: Act, body: Any, row: Any) -> None:
    """Refuses (1016004) an edit based on stale data; otherwise moves the row's version on.

    With a `version` the check is a conditional UPDATE, so of two concurrent edits of the same version
    exactly one wins. Without one, the `updateTime` the client read is compared (to the second)."""
    model = type(row)
    versioned = has_column(model, "version")
    expected = getattr(body, "version", None)
    if versioned and expected is not None:
        if row.version != expected:
            raise AppError(ErrorCode.DATA_CHANGED)
        claim = (
            update(model).where(model.id == row.id, model.version == expected).values(version=expected + 1)
        )
        if cast(CursorResult[Any], act.db.execute(claim)).rowcount != 1:
            raise AppError(ErrorCode.DATA_CHANGED)
        return
    seen = getattr(body, "update_time", None)
    if seen and has_column(model, "update_time") and format_datetime(row.update_time) != seen:
        raise AppError(ErrorCode.DATA_CHANGED)
    if versioned:
        row.version = (row.version or 0) + 1
