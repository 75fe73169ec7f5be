from __future__ import annotations

from decimal import Decimal

from pydantic import Field

from sitesafe.core.schema import DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn


class ApprovalRecordOut(ApprovalOut, AuditOut):
    title: str
    type: str
    type_name: str | None = None
    apply_date: DateStr
    content: str
    amount: Decimal | None = None
    attachments: FileIds = Field(default_factory=list)
    remark: str | None = None
    create_user_name: str | None = None


class ApprovalRecordQuery(ApprovalQuery):
    title: str | None = Field(None, max_length=100, title="标题")
    type: str | None = Field(None, max_length=32, title="类型")


class ApprovalRecordAdd(ExtValuesIn):
    title: Text = Field(min_length=1, max_length=100, title="标题")
    type: Text = Field(min_length=1, max_length=32, title="类型")
    apply_date: DateStr = Field(title="申请日期")
    content: Text = Field(min_length=1, max_length=5000, title="申请内容")
    amount: Decimal | None = Field(None, ge=0, le=Decimal("999999999999.99"), decimal_places=2, title="金额")
    attachments: list[IdStr] = Field(default_factory=list, max_length=20, title="附件")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ApprovalRecordEdit(ApprovalRecordAdd, EditBase):
    pass
