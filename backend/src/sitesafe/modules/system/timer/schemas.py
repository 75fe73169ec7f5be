from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from sitesafe.core.clock import utcnow
from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.system.timer.cron import validate_cron


class TimerOut(AuditOut):
    timer_name: str
    action_class: str
    cron: str
    job_status: int
    remark: str | None = None
    # from the job registry and the run log (not columns)
    action_name: str | None = None
    next_fire_time: DateTimeStr | None = None
    last_fire_time: DateTimeStr | None = None
    last_success: str | None = None


class TimerQuery(CamelModel):
    timer_name: str | None = Field(None, max_length=100, title="任务名称")
    job_status: int | None = Field(None, ge=1, le=2, title="任务状态")


class TimerAdd(CamelModel):
    timer_name: Text = Field(min_length=1, max_length=100, title="任务名称")
    action_class: Text = Field(min_length=1, max_length=255, title="任务执行类")
    cron: Text = Field(min_length=1, max_length=100, title="cron表达式")
    remark: Text | None = Field(None, max_length=1000, title="备注")

    @field_validator("cron")
    @classmethod
    def _valid_cron(cls, value: str) -> str:
        return validate_cron(value, utcnow()).text


class TimerEdit(TimerAdd, EditBase):
    pass


class CronQuery(CamelModel):
    cron: str = Field(min_length=1, max_length=100, title="cron表达式")


class ActionClassOut(CamelModel):
    action_class: str
    name: str
    description: str
    cron: str


class TimerLogQuery(CamelModel):
    timer_id: IdStr | None = Field(None, title="定时任务")
    success: Literal["Y", "N", ""] | None = Field(None, title="是否成功")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class TimerLogOut(CamelModel):
    id: IdStr
    timer_id: IdStr
    timer_name: str
    action_class: str
    fire_time: DateTimeStr
    start_time: DateTimeStr
    end_time: DateTimeStr | None = None
    duration_ms: int | None = None
    success: str | None = None
    message: str | None = None
    node: str
