"""The rectification state machine, besides the approval: the responsible person rectifies (待整改 or
复查不通过 → 待复查, with at least one photo); a checker, the project's safety officer or its manager
(or a member playing 安全员 / 项目经理 in the project)
reviews (待复查 → 复查通过 / 复查不通过, an opinion when failing). Each step appends a history row."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import CursorResult, select, update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.site.inspection import models as m
from sitesafe.modules.site.inspection.models import SiteInspection, SiteInspectionLog
from sitesafe.modules.site.inspection.schemas import LogOut, RectifyBody, ReviewBody
from sitesafe.modules.site.inspection.service import add_log, service, user_ids
from sitesafe.modules.site.manage import files
from sitesafe.modules.site.manage.flow import user_names
from sitesafe.modules.site.person.lookups import today
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.file import refs

ACTION_NAMES = {"check": "检查登记", "rectify": "提交整改", "pass": "复查通过", "fail": "复查不通过"}


def _claim(act: Act, row: SiteInspection) -> None:
    """Moves the version on with a conditional UPDATE: of two concurrent steps one wins."""
    claim = (
        update(SiteInspection)
        .where(SiteInspection.id == row.id, SiteInspection.version == row.version)
        .values(version=row.version + 1)
    )
    if cast(CursorResult[Any], act.db.execute(claim)).rowcount != 1:
        raise AppError(ErrorCode.DATA_CHANGED)
    act.db.refresh(row)


def _day(act: Act, given: Any, what: str) -> Any:
    day = today(act.ctx)
    if given is not None and given > day:
        raise AppError(ErrorCode.INSPECTION_DATE_FUTURE, what=what)
    return given or day


def rectify(act: Act, body: RectifyBody) -> None:
    row: SiteInspection = service.readable(act, body.id)
    service.check_writable(act, row, "rectify")
    if row.responsible_user_id != act.user.user_id and not act.user.is_super:
        raise AppError(ErrorCode.INSPECTION_NOT_RESPONSIBLE)
    if row.rectify_status not in m.AWAITING_RECTIFY:
        raise AppError(ErrorCode.INSPECTION_RECTIFY_STATE, state=m.RECTIFY_NAMES.get(row.rectify_status))
    if not body.rectify_photos:
        raise AppError(ErrorCode.INSPECTION_PHOTO_REQUIRED)
    photos = files.stored(act, body.rectify_photos)
    day = _day(act, body.rectify_date, "整改日期")
    _claim(act, row)
    row.rectify_desc, row.rectify_date, row.rectify_photos = body.rectify_desc, day, photos
    row.rectify_status = m.REVIEWING
    add_log(act, row, "rectify", body.rectify_desc, photos)
    act.commit()


REVIEWER_ROLES = ("safety", "manager")  # project_role: 安全员, 项目经理


def may_review(act: Act, row: SiteInspection) -> bool:
    """A checker, the project's safety officer or manager, or a member playing 安全员 / 项目经理 there."""
    if act.user.is_super or act.user.user_id in user_ids(row.checker_ids):
        return True
    project = act.db.get(Project, row.project_id)
    if project is not None and act.user.user_id in (project.safety_officer_id, project.manager_id):
        return True
    member = select(ProjectMember.id).where(
        ProjectMember.project_id == row.project_id,
        ProjectMember.user_id == act.user.user_id,
        ProjectMember.project_role.in_(REVIEWER_ROLES),
    )
    return act.db.execute(member.limit(1)).first() is not None


def review(act: Act, body: ReviewBody) -> None:
    row: SiteInspection = service.readable(act, body.id)
    service.check_writable(act, row, "review")
    if not may_review(act, row):
        raise AppError(ErrorCode.INSPECTION_NOT_REVIEWER)
    if row.rectify_status != m.REVIEWING:
        raise AppError(ErrorCode.INSPECTION_REVIEW_STATE, state=m.RECTIFY_NAMES.get(row.rectify_status))
    if not body.passed and not body.opinion:
        raise AppError(ErrorCode.INSPECTION_OPINION_REQUIRED)
    photos = files.stored(act, body.photos)
    day = _day(act, body.review_date, "复查日期")
    _claim(act, row)
    row.reviewer_id, row.review_opinion, row.review_date = act.user.user_id, body.opinion, day
    row.review_photos = photos
    row.rectify_status = m.PASSED if body.passed else m.FAILED
    add_log(act, row, "pass" if body.passed else "fail", body.opinion, photos)
    act.commit()


def logs(act: Act, inspection_id: int) -> list[LogOut]:
    """The finding's history, oldest first."""
    row = service.readable(act, inspection_id)
    found = list(
        act.db.execute(
            select(SiteInspectionLog)
            .where(SiteInspectionLog.inspection_id == row.id)
            .order_by(SiteInspectionLog.time, SiteInspectionLog.id)
        ).scalars()
    )
    people = user_names(act.db, [log.user_id for log in found])
    return [
        LogOut(
            id=log.id,
            action=log.action,
            action_name=ACTION_NAMES.get(log.action, log.action),
            user_id=log.user_id,
            user_name=people.get(log.user_id or 0),
            time=log.time,
            content=log.content,
            photos=log.photos,  # ",id," text, split by the field's validator
        )
        for log in found
    ]


def _log_readable(act: Act, log: SiteInspectionLog) -> bool:
    if not act.has_permission("siteInspection:logs", "siteInspection:detail"):
        return False
    try:
        service.readable(act, log.inspection_id)
    except AppError:
        return False
    return True


refs.declare(SiteInspectionLog.photos, readable=_log_readable, contains=files.marker)
