"""What every task action shares: the task opened for its assignee, the instance and its deployed
definition, the node's configuration, the audit row, and the optimistic revision of the instance."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sqlalchemy import update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.modules.workflow.models import (
    INSTANCE_RUNNING,
    TASK_DONE,
    TASK_TODO,
    BpmActionLog,
    BpmDefinition,
    BpmInstance,
    BpmTask,
)
from sitesafe.modules.workflow.task.runtime_schemas import ActionResult

DELETED = 2
ACTION_NAMES = {
    "submit": "提交",
    "back": "退回",
    "turn": "转办",
    "entrust": "委托",
    "resolve": "归还",
    "jump": "跳转",
    "end": "终止",
    "addSign": "加签",
    "deleteSign": "减签",
    "userSelect": "选人",
    "cc": "抄送",
}
# Sub-tasks of an add-sign and delegated tasks offer only these.
SUB_TASK_BUTTONS = ["submit"]
DELEGATED_BUTTONS = ["resolve"]
ADMIN_PERMISSION = "flwInstance:terminate"


@dataclass
class Frame:
    act: Act
    task: BpmTask
    instance: BpmInstance
    definition: BpmDefinition

    @cached_property
    def node(self) -> dict[str, Any]:
        config = json.loads(self.definition.node_config or "{}")
        found = config.get(self.task.node_id)
        return found if isinstance(found, dict) else {}

    @property
    def is_sub_task(self) -> bool:
        return self.task.sign_mode in ("before", "after", "parallel")

    @property
    def buttons(self) -> list[str]:
        """The actions this task offers: the node's buttons, narrowed for sub-tasks and delegations."""
        if self.task.delegation == "pending":
            return list(DELEGATED_BUTTONS)
        if self.is_sub_task:
            return list(SUB_TASK_BUTTONS)
        configured = self.node.get("buttons")
        buttons = [b for b in configured if b in ACTION_NAMES] if isinstance(configured, list) else []
        return buttons or ["submit", "back"]

    def require_button(self, action: str) -> None:
        if action not in self.buttons:
            raise AppError(ErrorCode.WF_BUTTON_DISABLED, action=ACTION_NAMES.get(action, action))

    @property
    def is_admin(self) -> bool:
        return self.act.has_permission(ADMIN_PERMISSION)

    def log(
        self,
        action: str,
        comment: str | None = None,
        *,
        to_node: str | None = None,
        payload: dict[str, Any] | None = None,
    ) -> None:
        self.act.db.add(
            BpmActionLog(
                id=new_id(),
                instance_id=self.instance.id,
                task_id=self.task.id,
                actor_id=self.act.user.user_id,
                action=action,
                node_id=self.task.node_id,
                node_name=self.task.node_name,
                from_node=self.task.node_id,
                to_node=to_node,
                comment=comment,
                payload=json.dumps(payload, ensure_ascii=False) if payload else None,
                create_time=self.act.ctx.clock.now(),
            )
        )

    def history(
        self, action: str, comment: str | None, *, form_values: dict[str, Any] | None = None
    ) -> BpmTask:
        """A done row for the actor, for 已办 and the timeline, when the open task itself stays open."""
        t = self.task
        row = BpmTask(
            id=new_id(),
            instance_id=t.instance_id,
            definition_id=t.definition_id,
            definition_key=t.definition_key,
            instance_title=t.instance_title,
            initiator_id=t.initiator_id,
            engine_task_id=None,
            node_id=t.node_id,
            node_name=t.node_name,
            assignee_id=self.act.user.user_id,
            owner_id=t.owner_id,
            parent_task_id=t.id,
            sign_mode=t.sign_mode,
            status=TASK_DONE,
            action=action,
            comment=comment,
            form_values=json.dumps(form_values, ensure_ascii=False) if form_values else None,
            create_time=t.create_time,
            finish_time=self.act.ctx.clock.now(),
        )
        self.act.db.add(row)
        return row

    def finish(self, action: str, comment: str | None, status: str = TASK_DONE) -> None:
        self.task.status = status
        self.task.action = action
        self.task.comment = comment
        self.task.finish_time = self.act.ctx.clock.now()

    def result(self, created: list[int]) -> ActionResult:
        return ActionResult(
            instance_id=self.instance.id, instance_status=self.instance.status, task_ids=created
        )

    def bump(self, engine_state: str | None = None) -> None:
        """Moves the instance's revision on; a concurrent action that moved it first wins (5005023)."""
        values: dict[str, Any] = {"rev": self.instance.rev + 1, "update_time": self.act.ctx.clock.now()}
        if engine_state is not None:
            values["engine_state"] = engine_state
        done = self.act.db.execute(
            update(BpmInstance)
            .where(BpmInstance.id == self.instance.id, BpmInstance.rev == self.instance.rev)
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        if done.rowcount != 1:
            raise AppError(ErrorCode.WF_INSTANCE_REV_STALE)
        self.act.db.expire(self.instance)


def open_task(act: Act, task_id: int, action: str, *, admin: bool = False) -> Frame:
    """The open task for an action by its assignee (or, for `admin` actions, an administrator)."""
    task = act.db.get(BpmTask, task_id)
    if task is None:
        raise AppError(ErrorCode.WF_TASK_MISSING)
    instance = act.db.get(BpmInstance, task.instance_id)
    definition = act.db.get(BpmDefinition, task.definition_id)
    if instance is None or definition is None:
        raise AppError(ErrorCode.WF_TASK_MISSING)
    frame = Frame(act, task, instance, definition)
    if task.assignee_id != act.user.user_id and not (admin and frame.is_admin):
        raise AppError(ErrorCode.WF_NOT_TASK_ASSIGNEE)
    if task.status != TASK_TODO:
        raise AppError(ErrorCode.WF_TASK_NOT_TODO)
    if instance.status != INSTANCE_RUNNING:
        raise AppError(ErrorCode.WF_INSTANCE_NOT_RUNNING)
    if definition.status == DELETED:
        raise AppError(ErrorCode.WF_DEFINITION_NOT_EXIST)
    if definition.suspended:
        raise AppError(ErrorCode.WF_DEFINITION_IS_SUSPENDED)
    if task.assignee_id == act.user.user_id:
        frame.require_button(action)
    return frame
