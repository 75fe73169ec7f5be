from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class LogQueryBase(CamelModel):
    name: str | None = Field(None, max_length=100, title="名称")
    success: Literal["Y", "N", ""] | None = Field(None, title="是否成功")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class OpLogQuery(LogQueryBase):
    op_type: int | None = Field(None, ge=0, le=100, title="操作类型")


class VisLogQuery(LogQueryBase):
    vis_type: int | None = Field(None, ge=0, le=100, title="访问类型")


class LogOutBase(CamelModel):
    id: IdStr
    name: str | None = None
    success: str
    message: str | None = None
    ip: str | None = None
    location: str | None = None
    browser: str | None = None
    os: str | None = None
    account: str | None = None


class OpLogOut(LogOutBase):
    op_type: int
    url: str | None = None
    class_name: str | None = None
    method_name: str | None = None
    req_method: str | None = None
    param: str | None = None
    result: str | None = None
    op_time: DateTimeStr


class VisLogOut(LogOutBase):
    vis_type: int
    vis_time: DateTimeStr
