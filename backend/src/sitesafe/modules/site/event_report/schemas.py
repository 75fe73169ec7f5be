from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import Field, field_validator

from sitesafe.core.schema import DateTimeStr, IdStr
from sitesafe.core.timefmt import DATETIME_FORMAT, from_local
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

Phone = Annotated[Text, Field(max_length=20, pattern=r"^[0-9+\-() ]*$")]


class EventReportOut(ApprovalOut, AuditOut):
    event_time: DateTimeStr
    event_type: str
    event_type_name: str | None = None
    level: str
    level_name: str | None = None
    location: str
    description: str
    injured: int
    dead: int
    measures: str | None = None
    photos: FileIds = Field(default_factory=list)
    reporter_phone: str | None = None
    create_user_name: str | None = None


class EventReportQuery(ApprovalQuery):
    event_type: str | None = Field(None, max_length=32, title="事件类型")
    level: str | None = Field(None, max_length=32, title="事件等级")
    location: str | None = Field(None, max_length=100, title="事件地点")
    start_time: str | None = Field(None, max_length=19, title="开始时间")
    end_time: str | None = Field(None, max_length=19, title="结束时间")


class EventReportAdd(ExtValuesIn):
    event_time: datetime = Field(title="事件时间")
    event_type: Text = Field(min_length=1, max_length=32, title="事件类型")
    level: Text = Field(min_length=1, max_length=32, title="事件等级")
    location: Text = Field(min_length=1, max_length=255, title="事件地点")
    description: Text = Field(min_length=1, max_length=5000, title="事件经过")
    injured: int = Field(0, ge=0, le=100_000, title="受伤人数")
    dead: int = Field(0, ge=0, le=100_000, title="死亡人数")
    measures: Text | None = Field(None, max_length=5000, title="已采取措施")
    photos: list[IdStr] = Field(default_factory=list, max_length=20, title="现场照片")
    reporter_phone: Phone | None = Field(None, title="上报人电话")

    @field_validator("event_time", mode="before")
    @classmethod
    def _local_time(cls, value: Any) -> Any:
        """The wire carries local `yyyy-MM-dd HH:mm:ss`; the column holds naive UTC."""
        if isinstance(value, str):
            try:
                return from_local(datetime.strptime(value.strip(), DATETIME_FORMAT))
            except ValueError:
                pass
        raise ValueError("事件时间格式不正确，应为yyyy-MM-dd HH:mm:ss")


class EventReportEdit(EventReportAdd, EditBase):
    pass
