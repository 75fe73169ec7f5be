from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field, field_validator

from sitesafe.core.schema import DateStr, DateTimeStr, IdStr
from sitesafe.core.timefmt import DATETIME_FORMAT, from_local
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

# ",id,id," columns (attachments, attendees) read as lists of ids
IdList = FileIds


class WeeklyMeetingOut(ApprovalOut, AuditOut):
    meeting_time: DateTimeStr
    place: str | None = None
    host_id: IdStr | None = None
    host_name: str | None = None
    attendee_ids: IdList = Field(default_factory=list)
    attendee_names: list[str] = Field(default_factory=list)
    topic: str
    content: str
    decisions: str | None = None
    next_meeting_date: DateStr | None = None
    attachments: FileIds = Field(default_factory=list)
    create_user_name: str | None = None


class WeeklyMeetingQuery(ApprovalQuery):
    topic: Text | None = Field(None, max_length=200, title="会议主题")
    host_id: IdStr | None = Field(None, title="主持人")
    begin_date: str | None = Field(None, max_length=19, title="开始日期")
    end_date: str | None = Field(None, max_length=19, title="结束日期")


class WeeklyMeetingAdd(ExtValuesIn):
    meeting_time: datetime = Field(title="会议时间")
    place: Text | None = Field(None, max_length=100, title="会议地点")
    host_id: IdStr | None = Field(None, title="主持人")
    attendee_ids: list[IdStr] = Field(default_factory=list, max_length=100, title="参会人员")
    topic: Text = Field(min_length=1, max_length=200, title="会议主题")
    content: Text = Field(min_length=1, max_length=10000, title="会议纪要")
    decisions: Text | None = Field(None, max_length=5000, title="决议及待办事项")
    next_meeting_date: DateStr | None = Field(None, title="下次会议日期")
    attachments: list[IdStr] = Field(default_factory=list, max_length=20, title="附件")

    @field_validator("meeting_time", mode="before")
    @classmethod
    def _local_time(cls, value: Any) -> Any:
        if isinstance(value, str):
            text = value.strip()
            for fmt in (DATETIME_FORMAT, "%Y-%m-%d %H:%M"):
                try:
                    return from_local(datetime.strptime(text, fmt))
                except ValueError:
                    continue
        raise ValueError("会议时间格式不正确，应为yyyy-MM-dd HH:mm:ss")


class WeeklyMeetingEdit(WeeklyMeetingAdd, EditBase):
    pass
