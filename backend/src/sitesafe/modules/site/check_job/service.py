"""检查任务's declaration and rules: checkers are members of the project, the end date is not before the
start date, a job with inspections stays (it may be switched off instead, at any time)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like, Where
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.check_job import cycle as c
from sitesafe.modules.site.check_job.models import SiteCheckJob
from sitesafe.modules.site.check_job.schemas import (
    CheckJobAdd,
    CheckJobEdit,
    CheckJobOut,
    CheckJobQuery,
    EnableBody,
)
from sitesafe.modules.site.inspection.models import SiteInspection
from sitesafe.modules.site.inspection.service import TYPES, require_members, stored_users, user_ids
from sitesafe.modules.site.manage.flow import user_names
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import dict_labels, require_dict, today

CYCLES = "check_cycle"

CHECK_JOB = Resource(
    name="siteCheckJob",
    title="检查任务",
    model=SiteCheckJob,
    out=CheckJobOut,
    add=CheckJobAdd,
    edit=CheckJobEdit,
    not_found=ErrorCode.CHECK_JOB_NOT_EXIST,
    query=CheckJobQuery,
    filters=(
        Like("name"),
        Eq("check_type"),
        Eq("cycle"),
        Eq("enabled"),
        Where("checker_id", lambda v: SiteCheckJob.checker_ids.contains(f",{v},", autoescape=True)),
    ),
    sortable={"startDate": "start_date", "createTime": "create_time"},
    default_order=("-start_date", "-id"),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("任务名称", "name", 24),
        ExcelColumn("检查类型", "check_type_name", 12),
        ExcelColumn("检查周期", "cycle_name", 10),
        ExcelColumn("开始日期", "start_date", 12),
        ExcelColumn("结束日期", "end_date", 12),
        ExcelColumn("检查区域及内容", "content", 40),
        ExcelColumn("是否启用", "enabled", 10, lambda v: "是" if v else "否"),
        ExcelColumn("下次检查日期", "next_due_date", 14),
    ),
    tags=("检查任务",),
)


def done_in(db: Any, jobs: Sequence[SiteCheckJob], periods: dict[int, c.Period]) -> set[int]:
    """The jobs having an inspection dated in their period (one query)."""
    wanted = {job.id: periods[job.id] for job in jobs if job.id in periods}
    if not wanted:
        return set()
    earliest = min(p.start for p in wanted.values())
    found: set[int] = set()
    stmt = (
        select(SiteInspection.check_job_id, SiteInspection.check_date)
        .where(SiteInspection.check_job_id.in_(list(wanted)), SiteInspection.check_date >= earliest)
        .distinct()
    )
    for job_id, day in db.execute(stmt):
        period = wanted[job_id]
        if day >= period.start and (period.end is None or day <= period.end):
            found.add(job_id)
    return found


def periods_of(jobs: Sequence[SiteCheckJob], day: date) -> dict[int, c.Period]:
    found = {job.id: c.period_at(job.cycle, job.start_date, job.end_date, day) for job in jobs}
    return {job_id: p for job_id, p in found.items() if p is not None}


class CheckJobService(ManageService):
    skip_fields = frozenset({"ext_values", "checker_ids"})

    def outs(self, act: Act, rows: Sequence[SiteCheckJob]) -> list[BaseModel]:
        day = today(act.ctx)
        people = user_names(act.db, [u for r in rows for u in (r.create_user, *user_ids(r.checker_ids))])
        types, cycles = dict_labels(act.db, TYPES), dict_labels(act.db, CYCLES)
        periods = periods_of(rows, day)
        done = done_in(act.db, rows, periods)
        out: list[BaseModel] = []
        for r in rows:
            period = periods.get(r.id)
            due = (
                period.start
                if period and r.id not in done
                else c.next_start(r.cycle, r.start_date, r.end_date, day)
            )
            out.append(
                CheckJobOut.model_validate(r).model_copy(
                    update={
                        "check_type_name": types.get(r.check_type),
                        "cycle_name": cycles.get(r.cycle),
                        "checker_names": [people.get(u, "") for u in user_ids(r.checker_ids)],
                        "period_start": period.start if period else None,
                        "period_end": period.end if period else None,
                        "done": (r.id in done) if period else None,
                        "next_due_date": due if r.enabled else None,
                        "create_user_name": people.get(r.create_user or 0),
                    }
                )
            )
        return out

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        super().before_add(act, body, row)
        row.checker_ids = stored_users(body.checker_ids)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        super().before_edit(act, body, row)
        if "checker_ids" in body.model_fields_set:
            row.checker_ids = stored_users(body.checker_ids)

    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, TYPES, row.check_type, "check_type", "检查类型")
        require_dict(act.db, CYCLES, row.cycle, "cycle", "检查周期")
        if row.end_date is not None and row.end_date < row.start_date:
            raise AppError(ErrorCode.CHECK_JOB_DATE_ORDER)
        require_members(
            act, row.project_id, user_ids(row.checker_ids), "检查人", ErrorCode.CHECK_JOB_USER_INVALID
        )

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        super().before_delete(act, rows, ids)
        used = act.db.execute(
            select(func.count()).select_from(SiteInspection).where(SiteInspection.check_job_id.in_(ids))
        ).scalar_one()
        if used:
            raise AppError(ErrorCode.CHECK_JOB_IN_USE, count=used)

    def enable(self, act: Act, body: EnableBody) -> None:
        """Switches the job on or off, whatever its approval state (a schedule, not its content)."""
        row = self.writable(act, body.id, "enable")
        row.enabled = body.enabled
        act.commit()


service = CheckJobService(CHECK_JOB, "site_check_job")
