"""Mix-ins for a module's schemas, and the bodies and answers of the approval endpoints."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import Field, field_validator

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import Text

ApproveStatus = Literal["draft", "pending", "approved", "rejected", "withdrawn"]


class ApprovalOut(CamelModel):
    """Mix into the module's Out: the record's approval state and extension values."""

    project_id: IdStr | None = None
    approve_status: str = "draft"
    instance_id: IdStr | None = None
    submit_time: DateTimeStr | None = None
    approve_time: DateTimeStr | None = None
    ext_values: dict[str, Any] = Field(default_factory=dict)

    @field_validator("ext_values", mode="before")
    @classmethod
    def _parse(cls, value: Any) -> Any:
        if isinstance(value, str):
            try:
                parsed = json.loads(value or "{}")
            except ValueError:
                return {}
            return parsed if isinstance(parsed, dict) else {}
        return value or {}


class ExtValuesIn(CamelModel):
    """Mix into the module's Add: the extension form's values (checked against the bound form)."""

    ext_values: dict[str, Any] | None = Field(None, title="扩展表单")


class ApprovalQuery(CamelModel):
    """Mix into the module's page query."""

    approve_status: ApproveStatus | None = Field(None, title="审批状态")
    ext_keyword: Text | None = Field(None, max_length=100, title="扩展字段")


class SubmitDoc(CamelModel):
    id: IdStr = Field(title="主键")
    cc_user_ids: list[IdStr] = Field(default_factory=list, max_length=50, title="抄送人")
    comment: Text | None = Field(None, max_length=1000, title="意见")


class ApproveDoc(CamelModel):
    id: IdStr = Field(title="主键")
    comment: Text | None = Field(None, max_length=1000, title="审批意见")
    form_values: dict[str, Any] | None = Field(None, title="表单数据")


class RejectDoc(CamelModel):
    id: IdStr = Field(title="主键")
    comment: Text = Field(min_length=1, max_length=1000, title="驳回理由")


class FlowStep(CamelModel):
    time: DateTimeStr
    action: str
    action_name: str
    node_name: str | None = None
    user_id: IdStr | None = None
    user_name: str | None = None
    comment: str | None = None


class CcUser(CamelModel):
    id: IdStr
    name: str | None = None
    read: bool = False


class FlowOut(CamelModel):
    """审批记录 of a record: its instance (the last one), what the caller may do, the history."""

    record_id: IdStr
    approve_status: str
    instance_id: IdStr | None = None
    instance_status: str | None = None
    current_nodes: str | None = None
    my_task_id: IdStr | None = None
    can_approve: bool = False
    can_withdraw: bool = False
    can_submit: bool = False
    timeline: list[FlowStep] = Field(default_factory=list)
    cc_users: list[CcUser] = Field(default_factory=list)


class ApprovalRowExtra(CamelModel):
    """Added to each row of 审批列表 / 抄送列表."""

    task_id: IdStr | None = None
    node_name: str | None = None
    cc_time: DateTimeStr | None = None
