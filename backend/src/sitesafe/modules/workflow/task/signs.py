"""加签 and 减签.

On a countersign (multi-instance) node an added signer is one more engine instance (`engine.ops`). On a
single-approver node added signers are sub-tasks (rows with `parent_task_id`, no engine task):
- before (前加签): the signers act first; the task waits (`delegation` "signing") and then returns;
- after (后加签): the assignee decides first; the signers' rows wait until then; the engine task completes
  once the last of them has acted;
- parallel (并行加签): the signers and the assignee act in any order; the engine task completes after all.
While its own decision is recorded but signers are open, the task is `delegation` "signed"."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.modules.workflow import notify
from sitesafe.modules.workflow.models import TASK_REMOVED, TASK_TODO, TASK_WAITING, BpmTask
from sitesafe.modules.workflow.task.frame import ACTION_NAMES, Frame

SUB_MODES = ("before", "after", "parallel")
MULTI_MODES = ("sequential", "all", "any", "ratio")
WAITING = TASK_WAITING  # an after-signer's row before the assignee has decided
SIGNING = "signing"  # the task waits for its before-signers
SIGNED = "signed"  # the assignee decided; after/parallel signers still open


def is_multi(task: BpmTask) -> bool:
    return task.sign_mode in MULTI_MODES


def open_subtasks(act: Act, task: BpmTask) -> list[BpmTask]:
    return list(
        act.db.execute(
            select(BpmTask)
            .where(BpmTask.parent_task_id == task.id, BpmTask.status.in_((TASK_TODO, WAITING)))
            .where(BpmTask.sign_mode.in_(SUB_MODES))
            .order_by(BpmTask.id)
        ).scalars()
    )


def require_no_open_signs(frame: Frame, action: str) -> None:
    """Turning, delegating, going back or jumping away is refused while added signers are open."""
    if frame.task.delegation == SIGNING:
        raise AppError(ErrorCode.WF_WAITING_FOR_SIGN)
    if frame.task.delegation == SIGNED or (not is_multi(frame.task) and open_subtasks(frame.act, frame.task)):
        raise AppError(ErrorCode.WF_ADD_SIGN_OUTSTANDING, action=ACTION_NAMES.get(action, action))


def add_subtasks(frame: Frame, user_ids: list[int], mode: str) -> list[BpmTask]:
    """Sub-tasks for the added signers of a single-approver task."""
    act, task = frame.act, frame.task
    taken = {task.assignee_id, *(s.assignee_id for s in open_subtasks(act, task))}
    if any(u in taken for u in user_ids):
        raise AppError(ErrorCode.WF_SIGN_USERS)
    now = act.ctx.clock.now()
    rows = []
    for user_id in user_ids:
        row = BpmTask(
            id=new_id(),
            instance_id=task.instance_id,
            definition_id=task.definition_id,
            definition_key=task.definition_key,
            instance_title=task.instance_title,
            initiator_id=task.initiator_id,
            engine_task_id=None,
            node_id=task.node_id,
            node_name=task.node_name,
            assignee_id=user_id,
            owner_id=act.user.user_id,
            parent_task_id=task.id,
            sign_mode=mode,
            status=WAITING if mode == "after" else TASK_TODO,
            create_time=now,
        )
        act.db.add(row)
        rows.append(row)
    if mode == "before":
        task.delegation = SIGNING
    return rows


def record_decision(frame: Frame, comment: str | None, values: dict[str, Any] | None) -> bool:
    """The assignee's submit on a task with added signers: True when the engine task may complete now.

    Otherwise the decision is kept on the task (which stays open, marked "signed", a second submit
    refused) and the after-signers' rows open; the last signer to act completes it with these values."""
    act, task = frame.act, frame.task
    if task.delegation == SIGNING:
        raise AppError(ErrorCode.WF_WAITING_FOR_SIGN)
    if task.delegation == SIGNED:
        raise AppError(ErrorCode.WF_ADD_SIGN_OUTSTANDING, action="提交")
    subtasks = open_subtasks(act, task)
    if not subtasks:
        return True
    task.delegation, task.comment = SIGNED, comment
    task.form_values = json.dumps(values, ensure_ascii=False) if values else None
    for row in subtasks:
        if row.status == WAITING:
            row.status = TASK_TODO
            row.create_time = act.ctx.clock.now()
            notify.queue_task(act.db, row)
    return False


def parent_after_sign(act: Act, sub: BpmTask) -> tuple[BpmTask, dict[str, Any] | None, str | None] | None:
    """After a sub-task closed: release a waiting task, or say that the parent may complete now
    (returns the parent with the assignee's recorded values and comment)."""
    parent = act.db.get(BpmTask, sub.parent_task_id)
    if parent is None or parent.status != TASK_TODO or open_subtasks(act, parent):
        return None
    if parent.delegation == SIGNING:
        parent.delegation = None
        notify.queue_task(act.db, parent)
        return None
    if parent.delegation != SIGNED:
        return None
    values = json.loads(parent.form_values) if parent.form_values else None
    return parent, values, parent.comment


def remove_subtasks(frame: Frame, task_ids: list[int]) -> list[BpmTask]:
    """减签 of added signers who have not acted yet."""
    act = frame.act
    pending = {s.id: s for s in open_subtasks(act, frame.task)}
    if any(i not in pending for i in task_ids):
        raise AppError(ErrorCode.WF_SIGN_NOT_PENDING)
    now = act.ctx.clock.now()
    for task_id in task_ids:
        row = pending[task_id]
        row.status, row.action, row.finish_time = TASK_REMOVED, "deleteSign", now
    return [pending[i] for i in task_ids]
