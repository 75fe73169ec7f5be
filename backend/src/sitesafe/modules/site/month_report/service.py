"""月报's declaration and rules (one report per project and month, no future month, figures computed on
write and on read); the manage core does the approval, the lists and the extension form."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.modules.site.lookups import CREATOR, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.month_report import figures
from sitesafe.modules.site.month_report.models import SiteMonthReport
from sitesafe.modules.site.month_report.schemas import (
    MonthReportAdd,
    MonthReportEdit,
    MonthReportOut,
    MonthReportQuery,
)
from sitesafe.modules.site.person.lookups import names, today
from sitesafe.modules.site.plan.models import SitePlan

_MONTH = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")

MONTH_REPORT = Resource(
    name="siteMonthReport",
    title="月报",
    model=SiteMonthReport,
    out=MonthReportOut,
    add=MonthReportAdd,
    edit=MonthReportEdit,
    not_found=ErrorCode.MONTH_REPORT_NOT_EXIST,
    query=MonthReportQuery,
    filters=(Eq("month"), Eq("deviation_level")),
    sortable={"month": "month", "createTime": "create_time", "deviation": "deviation"},
    default_order=("-month", "-id"),
    uniques=(Unique("month", ErrorCode.MONTH_REPORT_MONTH_REPEAT, within=("project_id",)),),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("月份", "month", 10),
        ExcelColumn("本月计划产值（万元）", "plan_output", 18),
        ExcelColumn("本月完成产值（万元）", "done_output", 18),
        ExcelColumn("本月完成率（%）", "completion_rate", 14),
        ExcelColumn("累计计划产值（万元）", "cum_plan_output", 18),
        ExcelColumn("累计完成产值（万元）", "cum_done_output", 18),
        ExcelColumn("累计完成率（%）", "cum_completion_rate", 14),
        ExcelColumn("偏差（%）", "deviation", 10),
        ExcelColumn("偏差等级", "deviation_level_name", 10),
        ExcelColumn("进度综述", "summary", 40),
        ExcelColumn("填报人", "create_user_name", 12),
    ),
    tags=("月报",),
    lookups=(users(CREATOR),),
)


def require_month(value: str, *, past: Act | None = None) -> None:
    """A yyyy-MM month; with `past`, not later than the current month of that caller's clock."""
    if not _MONTH.match(value):
        raise AppError(ErrorCode.MONTH_REPORT_MONTH_INVALID)
    if past is not None and value > today(past.ctx).strftime("%Y-%m"):
        raise AppError(ErrorCode.MONTH_REPORT_FUTURE)


def _cumulative_error(what: str, what_month: str) -> AppError:
    error = ErrorCode.MONTH_REPORT_CUMULATIVE
    return AppError(error, error.message.format(what=what, what_month=what_month))


class MonthReportService(ManageService):
    file_fields = ("attachments",)

    def _chains(self, act: Act, rows: Sequence[SiteMonthReport]) -> dict[int, Any]:
        """The cumulative figures of the rows, from their projects' reports up to the latest month."""
        if not rows:
            return {}
        m = SiteMonthReport
        stmt = select(
            m.id, m.project_id, m.month, m.plan_output, m.done_output, m.cum_plan_output, m.cum_done_output
        ).where(m.project_id.in_({r.project_id for r in rows}), m.month <= max(r.month for r in rows))
        return figures.cumulative(act.db.execute(stmt))

    def outs(self, act: Act, rows: Sequence[SiteMonthReport]) -> list[BaseModel]:
        plans = names(act.db, SitePlan, [r.plan_id for r in rows])
        chains = self._chains(act, rows)
        out: list[BaseModel] = []
        for r, item in zip(rows, super().outs(act, rows), strict=True):
            cum_plan, cum_done = chains.get(r.id, (None, None))
            extra = {
                "plan_name": plans.get(r.plan_id or 0),
                "cum_plan_output": cum_plan,
                "cum_done_output": cum_done,
                "cum_plan_entered": r.cum_plan_output is not None,
                "cum_done_entered": r.cum_done_output is not None,
                "completion_rate": figures.rate(r.done_output, r.plan_output),
                "cum_completion_rate": figures.rate(cum_done, cum_plan),
                "deviation_level_name": figures.LEVEL_NAMES.get(r.deviation_level),
            }
            out.append(item.model_copy(update=extra))
        return out

    def check(self, act: Act, row: Any, action: str) -> None:
        require_month(row.month, past=act)
        if row.plan_id == 0:
            row.plan_id = None
        if row.plan_id is not None:
            plan = act.db.get(SitePlan, row.plan_id)
            if plan is None or plan.project_id != row.project_id:
                raise AppError(ErrorCode.MONTH_REPORT_PLAN_INVALID)
        if row.cum_plan_output is not None and row.cum_plan_output < row.plan_output:
            raise _cumulative_error("累计计划产值", "计划产值")
        if row.cum_done_output is not None and row.cum_done_output < row.done_output:
            raise _cumulative_error("累计完成产值", "完成产值")
        exact = figures.deviation(row.plan_output, row.done_output)
        row.deviation = figures.rounded(exact)
        row.deviation_level = figures.level(exact)


service = MonthReportService(MONTH_REPORT, "site_month_report")
