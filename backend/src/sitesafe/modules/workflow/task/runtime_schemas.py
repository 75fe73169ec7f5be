"""Request and response shapes of the to-do lists and the task actions."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class TaskQuery(CamelModel):
    """待办/已办 filters: process (definition key), initiator, title, creation time."""

    definition_key: str | None = Field(None, max_length=64, title="流程")
    initiator_id: IdStr | None = Field(None, title="发起人")
    search_key: str | None = Field(None, max_length=100, title="标题")
    start_time: DateTimeStr | None = Field(None, title="开始时间")
    end_time: DateTimeStr | None = Field(None, title="结束时间")


class InstanceTaskQuery(CamelModel):
    instance_id: IdStr = Field(title="流程实例")


class TaskRow(CamelModel):
    id: IdStr
    instance_id: IdStr
    definition_id: IdStr
    definition_key: str
    definition_name: str | None = None
    title: str = ""
    node_id: str
    node_name: str | None
    assignee_id: IdStr
    assignee_name: str | None = None
    owner_id: IdStr | None = None
    owner_name: str | None = None
    initiator_id: IdStr
    initiator_name: str | None = None
    delegation: str | None = None
    parent_task_id: IdStr | None = None
    sign_mode: str
    status: str
    action: str | None = None
    comment: str | None = None
    create_time: DateTimeStr
    finish_time: DateTimeStr | None = None


class NodeRef(CamelModel):
    id: str
    name: str


class SignerRef(CamelModel):
    task_id: IdStr
    user_id: IdStr
    user_name: str | None
    status: str
    kind: Literal["multi", "addSign"]


class UserBrief(CamelModel):
    id: IdStr
    name: str
    account: str | None = None


class TaskDetail(CamelModel):
    task: TaskRow
    instance: dict[str, Any]
    form: Any = None
    values: dict[str, Any]
    field_perms: dict[str, str]
    buttons: list[str]
    back_targets: list[NodeRef]
    jump_targets: list[NodeRef]
    signers: list[SignerRef]
    waiting_for_sign: bool = False


class ActionBody(CamelModel):
    id: IdStr = Field(title="任务")
    comment: str | None = Field(None, max_length=1000, title="审批意见")
    form_values: dict[str, Any] | None = Field(None, title="表单数据")


class NodeBody(ActionBody):
    target_node_id: str = Field(min_length=1, max_length=100, title="目标节点")


class UserBody(ActionBody):
    user_id: IdStr = Field(title="用户")


class UsersBody(ActionBody):
    user_ids: list[IdStr] = Field(min_length=1, max_length=50, title="用户")


class AddSignBody(UsersBody):
    mode: Literal["before", "after", "parallel"] = Field("parallel", title="加签方式")


class DeleteSignBody(ActionBody):
    task_ids: list[IdStr] = Field(min_length=1, max_length=50, title="减签任务")


class UserSelectQuery(CamelModel):
    id: IdStr = Field(title="任务")
    node_id: str | None = Field(None, max_length=100, title="节点")


class ActionResult(CamelModel):
    """What an action left: the instance status and the new open tasks' ids."""

    instance_id: IdStr
    instance_status: str
    task_ids: list[IdStr] = Field(default_factory=list)
