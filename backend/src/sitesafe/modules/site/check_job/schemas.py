from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

Cycle = Literal["once", "daily", "weekly", "monthly"]


class CheckJobOut(ApprovalOut, AuditOut):
    name: str
    check_type: str
    check_type_name: str | None = None
    checker_ids: FileIds = Field(default_factory=list)  # user ids
    checker_names: list[str] = Field(default_factory=list)
    cycle: str
    cycle_name: str | None = None
    start_date: DateStr
    end_date: DateStr | None = None
    content: str | None = None
    enabled: bool
    remark: str | None = None
    # the period today falls in, whether an inspection of this job was made in it, the next due date
    period_start: DateStr | None = None
    period_end: DateStr | None = None
    done: bool | None = None
    next_due_date: DateStr | None = None
    create_user_name: str | None = None


class CheckJobQuery(ApprovalQuery):
    name: str | None = Field(None, max_length=100, title="任务名称")
    check_type: str | None = Field(None, max_length=32, title="检查类型")
    cycle: Cycle | None = Field(None, title="检查周期")
    enabled: bool | None = Field(None, title="是否启用")
    checker_id: IdStr | None = Field(None, title="检查人")


class CheckJobAdd(ExtValuesIn):
    name: Text = Field(min_length=1, max_length=100, title="任务名称")
    check_type: Text = Field(min_length=1, max_length=32, title="检查类型")
    checker_ids: list[IdStr] = Field(min_length=1, max_length=20, title="检查人")
    cycle: Cycle = Field(title="检查周期")
    start_date: DateStr = Field(title="开始日期")
    end_date: DateStr | None = Field(None, title="结束日期")
    content: Text | None = Field(None, max_length=2000, title="检查区域及内容")
    enabled: bool = Field(True, title="是否启用")
    remark: Text | None = Field(None, max_length=255, title="备注")


class CheckJobEdit(CheckJobAdd, EditBase):
    pass


class EnableBody(CamelModel):
    id: IdStr = Field(title="主键")
    enabled: bool = Field(title="是否启用")
