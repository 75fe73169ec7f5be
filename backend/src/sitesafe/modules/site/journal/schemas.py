from __future__ import annotations

import json
from typing import Any

from pydantic import Field, field_validator

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

MAX_COUNT = 100_000


class Headcount(CamelModel):
    """工种及人数: one trade (dictionary work_type) and how many of its workers were on site.

    Checked by validators with whole messages: the error labels do not reach models inside lists."""

    work_type: Text = Field(title="工种")
    count: int = Field(title="人数")

    @field_validator("work_type")
    @classmethod
    def _trade(cls, value: str) -> str:
        if not 1 <= len(value) <= 32:
            raise ValueError("工种不能为空且不能超过32个字符")
        return value

    @field_validator("count")
    @classmethod
    def _count(cls, value: int) -> int:
        if not 0 <= value <= MAX_COUNT:
            raise ValueError(f"工种人数应在0到{MAX_COUNT}之间")
        return value


class HeadcountOut(CamelModel):
    work_type: str
    work_type_name: str | None = None
    count: int


class JournalOut(ApprovalOut, AuditOut):
    log_date: DateStr
    weekday: str | None = None
    weather_am: str
    weather_am_name: str | None = None
    weather_pm: str
    weather_pm_name: str | None = None
    temp_low: int | None = None
    temp_high: int | None = None
    wind_level: str | None = None
    parts: str | None = None
    headcounts: list[HeadcountOut] = Field(default_factory=list)
    headcount_total: int = 0
    machinery: str | None = None
    materials: str | None = None
    work_done: str
    issues: str | None = None
    remark: str | None = None
    photos: FileIds = Field(default_factory=list)
    create_user_name: str | None = None

    @field_validator("headcounts", mode="before")
    @classmethod
    def _parse_headcounts(cls, value: Any) -> Any:
        if isinstance(value, str):
            try:
                parsed = json.loads(value or "[]")
            except ValueError:
                return []
            return parsed if isinstance(parsed, list) else []
        return value or []


class JournalQuery(ApprovalQuery):
    begin_date: DateStr | None = Field(None, title="开始日期")
    end_date: DateStr | None = Field(None, title="结束日期")
    weather: str | None = Field(None, max_length=32, title="天气")
    keyword: Text | None = Field(None, max_length=100, title="关键字")


class JournalAdd(ExtValuesIn):
    log_date: DateStr = Field(title="日志日期")
    weather_am: Text = Field(min_length=1, max_length=32, title="上午天气")
    weather_pm: Text = Field(min_length=1, max_length=32, title="下午天气")
    temp_low: int | None = Field(None, ge=-60, le=60, title="最低气温")
    temp_high: int | None = Field(None, ge=-60, le=60, title="最高气温")
    wind_level: Text | None = Field(None, max_length=32, title="风力")
    parts: Text | None = Field(None, max_length=1000, title="施工部位")
    headcounts: list[Headcount] = Field(default_factory=list, max_length=50, title="工种及人数")
    machinery: Text | None = Field(None, max_length=1000, title="机械设备")
    materials: Text | None = Field(None, max_length=2000, title="材料进场")
    work_done: Text = Field(min_length=1, max_length=5000, title="施工内容")
    issues: Text | None = Field(None, max_length=5000, title="质量安全问题及处理")
    remark: Text | None = Field(None, max_length=255, title="备注")
    photos: list[IdStr] = Field(default_factory=list, max_length=20, title="现场照片")


class JournalEdit(JournalAdd, EditBase):
    pass


class HeadcountQuery(CamelModel):
    date: DateStr = Field(title="日期")


class HeadcountDay(CamelModel):
    """The project's attendance of a day by trade, to prefill a journal's 工种及人数."""

    date: DateStr
    total: int
    headcounts: list[HeadcountOut]
