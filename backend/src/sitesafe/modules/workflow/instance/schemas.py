from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import Text

Assignees = dict[str, list[IdStr]]


class StartBody(CamelModel):
    definition_key: Text | None = Field(None, max_length=64, title="流程标识")
    shortcut_id: IdStr | None = Field(None, title="快捷入口")
    form_values: dict[str, Any] = Field(default_factory=dict, title="表单数据")
    draft_id: IdStr | None = Field(None, title="草稿")
    next_assignees: Assignees | None = Field(None, title="下一节点审批人")
    comment: Text | None = Field(None, max_length=1000, title="意见")

    @model_validator(mode="after")
    def _one_source(self) -> StartBody:
        if not self.definition_key and self.shortcut_id is None:
            raise ValueError("请指定要发起的流程")
        return self


class InstanceOut(CamelModel):
    id: IdStr
    definition_id: IdStr
    definition_key: str
    definition_version: int
    definition_name: str | None = None
    category_id: IdStr | None = None
    title: str
    business_key: str | None = None
    initiator_id: IdStr
    initiator_name: str | None = None
    status: str
    rev: int
    current_nodes: str | None = None
    start_time: DateTimeStr
    end_time: DateTimeStr | None = None
    end_reason: str | None = None


class InstanceQuery(CamelModel):
    title: str | None = Field(None, max_length=100, title="标题")
    definition_key: str | None = Field(None, max_length=64, title="流程标识")
    status: Literal["running", "approved", "rejected", "terminated", "withdrawn"] | None = Field(
        None, title="状态"
    )
    initiator_id: IdStr | None = Field(None, title="发起人")


class TaskBrief(CamelModel):
    id: IdStr
    node_id: str
    node_name: str | None = None
    assignee_id: IdStr
    assignee_name: str | None = None
    owner_id: IdStr | None = None
    sign_mode: str
    status: str
    action: str | None = None
    comment: str | None = None
    create_time: DateTimeStr
    finish_time: DateTimeStr | None = None


class TimelineItem(CamelModel):
    node: str | None = None
    node_id: str | None = None
    user: str | None = None
    user_id: IdStr | None = None
    action: str
    comment: str | None = None
    time: DateTimeStr


class InstanceDetail(CamelModel):
    instance: InstanceOut
    form: str | None = None
    values: dict[str, Any]
    tasks: list[TaskBrief]
    timeline: list[TimelineItem]
    can_withdraw: bool = False


class Tracking(CamelModel):
    bpmn_xml: str
    finished_node_ids: list[str]
    active_node_ids: list[str]
    finished_flow_ids: list[str]
    timeline: list[TimelineItem]


class TerminateBody(CamelModel):
    id: IdStr = Field(title="主键")
    reason: Text | None = Field(None, max_length=500, title="终止原因")


class StartResult(CamelModel):
    id: IdStr
    title: str
    status: str


class StartFormQuery(CamelModel):
    definition_key: str | None = Field(None, max_length=64, title="流程标识")
    shortcut_id: IdStr | None = Field(None, title="快捷入口")


class StartForm(CamelModel):
    """What the start screen renders: the definition's frozen form and the start node's permissions."""

    definition_id: IdStr
    definition_key: str
    name: str
    version: int
    form: str | None = None
    field_perms: dict[str, str]
