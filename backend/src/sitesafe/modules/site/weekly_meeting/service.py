"""周例会's declaration and rules: the host and attendees are live users, the next meeting comes after
this one; the manage core does the rest (approval, lists, extension form)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import ErrorCode
from sitesafe.core.timefmt import to_local
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import FieldError
from sitesafe.modules.site.lookups import CREATOR, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.weekly_meeting.models import SiteWeeklyMeeting
from sitesafe.modules.site.weekly_meeting.schemas import (
    WeeklyMeetingAdd,
    WeeklyMeetingEdit,
    WeeklyMeetingOut,
    WeeklyMeetingQuery,
)
from sitesafe.modules.system.user.models import SysUser

STATUS_NORMAL = 0

WEEKLY_MEETING = Resource(
    name="siteWeeklyMeeting",
    title="周例会",
    model=SiteWeeklyMeeting,
    out=WeeklyMeetingOut,
    add=WeeklyMeetingAdd,
    edit=WeeklyMeetingEdit,
    not_found=ErrorCode.WEEKLY_MEETING_NOT_EXIST,
    query=WeeklyMeetingQuery,
    filters=(Like("topic"), Eq("host_id"), DateRange("begin_date", "end_date", "meeting_time")),
    sortable={"meetingTime": "meeting_time", "createTime": "create_time"},
    default_order=("-meeting_time", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("会议时间", "meeting_time", 18),
        ExcelColumn("会议地点", "place", 16),
        ExcelColumn("会议主题", "topic", 30),
        ExcelColumn("主持人", "host_name", 12),
        ExcelColumn("参会人员", "attendee_names", 30, lambda names: "、".join(names or [])),
        ExcelColumn("会议纪要", "content", 40),
        ExcelColumn("决议及待办事项", "decisions", 40),
        ExcelColumn("下次会议日期", "next_meeting_date", 12),
        ExcelColumn("记录人", "create_user_name", 12),
    ),
    tags=("周例会",),
    lookups=(users(CREATOR, ("host_id", "host_name"), many=(("attendee_ids", "attendee_names"),)),),
)


def _ids(stored: str | None) -> list[int]:
    return [int(p) for p in (stored or "").split(",") if p]


def _stored(ids: Iterable[int]) -> str | None:
    wanted = list(dict.fromkeys(ids))
    return "," + ",".join(str(i) for i in wanted) + "," if wanted else None


class WeeklyMeetingService(ManageService):
    skip_fields = frozenset({"attendee_ids"})
    file_fields = ("attachments",)

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        super().before_add(act, body, row)
        row.attendee_ids = _stored(body.attendee_ids)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        super().before_edit(act, body, row)
        if "attendee_ids" in body.model_fields_set:
            row.attendee_ids = _stored(body.attendee_ids)

    def check(self, act: Act, row: Any, action: str) -> None:
        if row.host_id is not None:
            self._require_users(act, [row.host_id], "host_id", "主持人")
        self._require_users(act, _ids(row.attendee_ids), "attendee_ids", "参会人员")
        day = to_local(row.meeting_time).date()
        if row.next_meeting_date is not None and row.next_meeting_date <= day:
            raise FieldError(ErrorCode.WEEKLY_MEETING_NEXT_DATE, "next_meeting_date")

    @staticmethod
    def _require_users(act: Act, ids: list[int], field: str, what: str) -> None:
        if not ids:
            return
        live = select(SysUser.id).where(SysUser.id.in_(ids), SysUser.status == STATUS_NORMAL)
        if len(set(act.db.execute(live).scalars())) != len(set(ids)):
            error = ErrorCode.WEEKLY_MEETING_USER_INVALID
            raise FieldError(error, field, error.message.format(what=what))


service = WeeklyMeetingService(WEEKLY_MEETING, "site_weekly_meeting")
