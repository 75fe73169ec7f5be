from __future__ import annotations

import json
from typing import Any

from pydantic import Field, field_validator

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import Text

MAX_PHOTOS = 9


class AlarmOut(CamelModel):
    id: IdStr
    project_id: IdStr
    device_id: IdStr | None = None
    device_name: str | None = None
    device_code: str | None = None
    channel_id: IdStr | None = None
    category: str
    category_name: str = ""
    type: str
    type_name: str = ""
    level: int
    level_name: str = ""
    source: int
    source_name: str = ""
    title: str
    value: float | None = None
    limit_value: float | None = None
    active: bool
    start_time: DateTimeStr
    last_time: DateTimeStr
    clear_time: DateTimeStr | None = None
    duration: int = 0  # seconds: start to clear (or to now while active)
    hits: int
    status: int
    status_name: str = ""
    handler_id: IdStr | None = None
    handler_name: str | None = None
    handle_time: DateTimeStr | None = None
    handle_note: str | None = None
    handle_photos: list[IdStr] = Field(default_factory=list)
    location: str | None = None
    content: str | None = None
    photos: list[IdStr] = Field(default_factory=list)
    reporter_name: str | None = None
    create_time: DateTimeStr | None = None
    version: int = 0

    @field_validator("handle_photos", "photos", mode="before")
    @classmethod
    def _ids(cls, value: Any) -> Any:
        return [p for p in value.split(",") if p] if isinstance(value, str) else value or []


class AlarmLogOut(CamelModel):
    id: IdStr
    action: str
    action_name: str = ""
    status_from: int | None = None
    status_to: int | None = None
    user_id: IdStr | None = None
    user_name: str | None = None
    note: str | None = None
    photos: list[IdStr] = Field(default_factory=list)
    create_time: DateTimeStr

    @field_validator("photos", mode="before")
    @classmethod
    def _ids(cls, value: Any) -> Any:
        return [p for p in value.split(",") if p] if isinstance(value, str) else value or []


class NotifyOut(CamelModel):
    channel: str
    user_name: str | None = None
    address: str | None = None
    state: int
    error: str | None = None
    send_time: DateTimeStr | None = None


class AlarmDetail(AlarmOut):
    snapshot: dict[str, Any] | None = None
    logs: list[AlarmLogOut] = Field(default_factory=list)
    notifications: list[NotifyOut] = Field(default_factory=list)

    @field_validator("snapshot", mode="before")
    @classmethod
    def _json(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        try:
            found = json.loads(value)
        except ValueError:
            return None
        return found if isinstance(found, dict) else None


class AlarmQuery(CamelModel):
    category: str | None = Field(None, max_length=16, title="告警类别")
    type: str | None = Field(None, max_length=32, title="告警类型")
    device_id: IdStr | None = Field(None, title="设备")
    status: int | None = Field(None, ge=0, le=3, title="处理状态")
    level: int | None = Field(None, ge=1, le=2, title="告警级别")
    active: bool | None = Field(None, title="是否持续中")
    title: str | None = Field(None, max_length=100, title="告警内容")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class AlarmStep(CamelModel):
    """A lifecycle step on an alarm: its id, the version read, a note and photos (uploaded file ids)."""

    id: IdStr = Field(title="主键")
    version: int = Field(ge=0, title="版本")
    note: Text | None = Field(None, max_length=500, title="处理说明")
    photos: list[IdStr] = Field(default_factory=list, title="照片")


class AlarmAdd(CamelModel):
    """施工告警 reported by a person: what, where, how serious, with photos."""

    title: Text = Field(min_length=1, max_length=200, title="告警内容")
    location: Text | None = Field(None, max_length=255, title="位置")
    level: int = Field(2, title="告警级别")
    content: Text | None = Field(None, max_length=500, title="详细描述")
    photos: list[IdStr] = Field(default_factory=list, title="照片")


class CategoryCount(CamelModel):
    category: str
    name: str
    warning: int = 0
    alarm: int = 0
    open: int = 0
    active: int = 0


class DeviceCount(CamelModel):
    kind: str
    name: str
    online: int = 0
    total: int = 0


class AlarmOverview(CamelModel):
    open_total: int
    active_total: int
    today_raised: int
    today_handled: int
    categories: list[CategoryCount]
    devices: list[DeviceCount]


class DeviceOptionQuery(CamelModel):
    category: str | None = Field(None, max_length=16, title="告警类别")


class DeviceOption(CamelModel):
    id: IdStr
    name: str
    kind: str
