"""事件上报's declaration and rules: the type and level from their dictionaries, an event time not in the
future. The manage core does the rest (approval, lists, extension form)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.event_report.models import SiteEventReport
from sitesafe.modules.site.event_report.schemas import (
    EventReportAdd,
    EventReportEdit,
    EventReportOut,
    EventReportQuery,
)
from sitesafe.modules.site.lookups import CREATOR, labels, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import require_dict

TYPES, LEVELS = "event_type", "event_level"
# a reporter's device clock may run a little ahead of the server's: "now" on its form is not future
CLOCK_SKEW = timedelta(minutes=1)

EVENT_REPORT = Resource(
    name="siteEventReport",
    title="事件上报",
    model=SiteEventReport,
    out=EventReportOut,
    add=EventReportAdd,
    edit=EventReportEdit,
    not_found=ErrorCode.EVENT_REPORT_NOT_EXIST,
    query=EventReportQuery,
    filters=(
        Eq("event_type"),
        Eq("level"),
        Like("location"),
        DateRange("start_time", "end_time", "event_time"),
    ),
    sortable={"eventTime": "event_time", "createTime": "create_time"},
    default_order=("-event_time", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("事件时间", "event_time", 20),
        ExcelColumn("事件类型", "event_type_name", 12),
        ExcelColumn("事件等级", "level_name", 10),
        ExcelColumn("事件地点", "location", 24),
        ExcelColumn("事件经过", "description", 40),
        ExcelColumn("受伤人数", "injured", 10),
        ExcelColumn("死亡人数", "dead", 10),
        ExcelColumn("已采取措施", "measures", 30),
        ExcelColumn("上报人", "create_user_name", 12),
        ExcelColumn("上报人电话", "reporter_phone", 16),
    ),
    tags=("事件上报",),
    lookups=(
        users(CREATOR),
        labels(("event_type", TYPES, "event_type_name"), ("level", LEVELS, "level_name")),
    ),
)


class EventReportService(ManageService):
    file_fields = ("photos",)

    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, TYPES, row.event_type, "event_type", "事件类型")
        require_dict(act.db, LEVELS, row.level, "level", "事件等级")
        if row.event_time > act.ctx.clock.now() + CLOCK_SKEW:
            raise AppError(ErrorCode.EVENT_TIME_FUTURE)


service = EventReportService(EVENT_REPORT, "site_event_report")
