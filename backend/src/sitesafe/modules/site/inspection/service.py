"""安全检查's declaration and rules: a 不合格 finding names its category, level, deadline and responsible
person (members of the project) and starts 待整改; its result stays once rectification has begun."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from pydantic import BaseModel
from sqlalchemy import or_, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like, Where
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.check_job.models import SiteCheckJob
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.inspection import models as m
from sitesafe.modules.site.inspection.category import category_paths, live_category
from sitesafe.modules.site.inspection.models import SiteHazardCategory, SiteInspection, SiteInspectionLog
from sitesafe.modules.site.inspection.schemas import (
    InspectionAdd,
    InspectionEdit,
    InspectionOut,
    InspectionQuery,
)
from sitesafe.modules.site.manage import files
from sitesafe.modules.site.manage.flow import user_names
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import dict_labels, names, require_dict, today
from sitesafe.modules.site.project.models import ProjectMember

TYPES, LEVELS = "inspection_type", "hazard_level"


def _subtree(value: Any) -> Any:
    below = select(SiteHazardCategory.id).where(
        or_(SiteHazardCategory.id == value, SiteHazardCategory.pids.contains(f"[{value}],", autoescape=True))
    )
    return SiteInspection.category_id.in_(below)


INSPECTION = Resource(
    name="siteInspection",
    title="安全检查",
    model=SiteInspection,
    out=InspectionOut,
    add=InspectionAdd,
    edit=InspectionEdit,
    not_found=ErrorCode.INSPECTION_NOT_EXIST,
    query=InspectionQuery,
    filters=(
        Like("location"),
        Eq("check_type"),
        Eq("level"),
        Eq("result"),
        Eq("rectify_status"),
        Eq("responsible_user_id"),
        Eq("check_job_id"),
        Where("category_id", _subtree),
        Where("check_date_start", lambda v: SiteInspection.check_date >= v),
        Where("check_date_end", lambda v: SiteInspection.check_date <= v),
    ),
    sortable={"checkDate": "check_date", "deadline": "deadline", "createTime": "create_time"},
    default_order=("-check_date", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("检查日期", "check_date", 12),
        ExcelColumn("检查类型", "check_type_name", 12),
        ExcelColumn("检查部位", "location", 24),
        ExcelColumn("隐患分类", "category_name", 20),
        ExcelColumn("隐患等级", "level_name", 10),
        ExcelColumn("问题描述", "problem_desc", 40),
        ExcelColumn("整改期限", "deadline", 12),
        ExcelColumn("整改责任人", "responsible_user_name", 12),
        ExcelColumn("整改状态", "rectify_status_name", 12),
        ExcelColumn("是否逾期", "overdue", 10, lambda v: "是" if v else "否"),
    ),
    tags=("安全检查",),
)


def overdue_condition(day: date) -> Any:
    return (SiteInspection.deadline < day) & SiteInspection.rectify_status.in_(m.AWAITING_RECTIFY)


def is_overdue(row: SiteInspection, day: date) -> bool:
    return row.rectify_status in m.AWAITING_RECTIFY and row.deadline is not None and row.deadline < day


def user_ids(stored: str | None) -> list[int]:
    return [int(p) for p in (stored or "").split(",") if p]


def stored_users(ids: Sequence[int]) -> str:
    return "," + ",".join(str(i) for i in dict.fromkeys(ids)) + ","


def add_log(act: Act, row: SiteInspection, action: str, content: str | None, photos: str | None) -> None:
    act.db.add(
        SiteInspectionLog(
            id=new_id(),
            inspection_id=row.id,
            project_id=row.project_id,
            action=action,
            user_id=act.user.user_id,
            time=act.ctx.clock.now(),
            content=content,
            photos=photos,
        )
    )


def require_members(act: Act, project_id: int, ids: Sequence[int], what: str, error: ErrorCode) -> None:
    wanted = set(ids)
    if not wanted:
        return
    found = set(
        act.db.execute(
            select(ProjectMember.user_id).where(
                ProjectMember.project_id == project_id, ProjectMember.user_id.in_(wanted)
            )
        ).scalars()
    )
    if wanted - found:
        raise AppError(error, what=what)


class InspectionService(ManageService):
    skip_fields = frozenset({"checker_ids"})
    file_fields = ("check_photos",)

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Any]:
        found = super().conditions(act, query, listing=listing)
        overdue = getattr(query, "overdue", None)
        if overdue is not None:
            late = overdue_condition(today(act.ctx))
            found.append(late if overdue else ~late)
        return found

    def outs(self, act: Act, rows: Sequence[SiteInspection]) -> list[BaseModel]:
        people = user_names(
            act.db,
            [
                u
                for r in rows
                for u in (r.create_user, r.responsible_user_id, r.reviewer_id, *user_ids(r.checker_ids))
            ],
        )
        types, levels, day = dict_labels(act.db, TYPES), dict_labels(act.db, LEVELS), today(act.ctx)
        categories = category_paths(act, [r.category_id for r in rows])
        enterprises = names(act.db, ProjectEnterprise, [r.responsible_enterprise_id for r in rows])
        jobs = names(act.db, SiteCheckJob, [r.check_job_id for r in rows])
        return [
            InspectionOut.model_validate(r).model_copy(
                update={
                    "check_type_name": types.get(r.check_type),
                    "level_name": levels.get(r.level or ""),
                    "checker_names": [people.get(u, "") for u in user_ids(r.checker_ids)],
                    "category_name": categories.get(r.category_id or 0),
                    "responsible_enterprise_name": enterprises.get(r.responsible_enterprise_id or 0),
                    "responsible_user_name": people.get(r.responsible_user_id or 0),
                    "reviewer_name": people.get(r.reviewer_id or 0),
                    "check_job_name": jobs.get(r.check_job_id or 0),
                    "rectify_status_name": m.RECTIFY_NAMES.get(r.rectify_status),
                    "overdue": is_overdue(r, day),
                    "create_user_name": people.get(r.create_user or 0),
                }
            )
            for r in rows
        ]

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        super().before_add(act, body, row)
        row.checker_ids = stored_users(body.checker_ids or [act.user.user_id])
        row.rectify_status = m.NONE

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        super().before_edit(act, body, row)
        act.memo["inspection.result"] = row.result
        if "checker_ids" in body.model_fields_set:
            row.checker_ids = stored_users(body.checker_ids or [act.user.user_id])

    def check(self, act: Act, row: Any, action: str) -> None:
        db = act.db
        require_dict(db, TYPES, row.check_type, "check_type", "检查类型")
        require_members(
            act, row.project_id, user_ids(row.checker_ids), "检查人", ErrorCode.INSPECTION_USER_INVALID
        )
        if row.category_id is not None and live_category(act, row.category_id) is None:
            raise AppError(ErrorCode.INSPECTION_CATEGORY_INVALID)
        row.level = row.level or None
        if row.level is not None:
            require_dict(db, LEVELS, row.level, "level", "隐患等级")
        refs: tuple[tuple[type[Any], int | None, str], ...] = (
            (ProjectEnterprise, row.responsible_enterprise_id, "责任单位"),
            (SiteCheckJob, row.check_job_id, "检查任务"),
        )
        for model, value, what in refs:
            found = db.get(model, value) if value is not None else None
            if value is not None and (
                found is None or found.project_id != row.project_id or getattr(found, "status", 0) == 2
            ):
                raise AppError(ErrorCode.INSPECTION_REF_INVALID, what=what)
        if row.responsible_user_id is not None:
            require_members(
                act,
                row.project_id,
                [row.responsible_user_id],
                "整改责任人",
                ErrorCode.INSPECTION_USER_INVALID,
            )
        if row.result == m.RESULT_FAIL:
            self._check_finding(row)
        self._place(act, row, action)

    def _check_finding(self, row: SiteInspection) -> None:
        for value, what in (
            (row.category_id, "隐患分类"),
            (row.level, "隐患等级"),
            (row.problem_desc, "问题描述"),
            (row.deadline, "整改期限"),
            (row.responsible_user_id, "整改责任人"),
        ):
            if value is None or value == "":
                raise AppError(ErrorCode.INSPECTION_FIELD_REQUIRED, what=what)
        if row.deadline is not None and row.deadline < row.check_date:
            raise AppError(ErrorCode.INSPECTION_DEADLINE_EARLY)

    def _place(self, act: Act, row: SiteInspection, action: str) -> None:
        """The rectification state a (changed) result puts the finding in."""
        before = act.memo.get("inspection.result") if action == "edit" else None
        if action == "edit" and before == row.result:
            return
        if row.rectify_status not in (m.NONE, m.PENDING):
            raise AppError(ErrorCode.INSPECTION_RESULT_LOCKED)
        row.rectify_status = m.PENDING if row.result == m.RESULT_FAIL else m.NONE

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        text = row.problem_desc if row.result == m.RESULT_FAIL else "检查合格，无需整改"
        add_log(act, row, "check", text, row.check_photos)


service = InspectionService(INSPECTION, "site_inspection")
files.declare(SiteInspection.rectify_photos, service, "siteInspection:detail", "siteInspection:page")
files.declare(SiteInspection.review_photos, service, "siteInspection:detail", "siteInspection:page")
