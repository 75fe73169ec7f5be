"""After every engine call: make the open `bpm_task` rows match the engine's READY user tasks.

A READY user task without an open row gets rows: one for the signer of a multi-instance (会签/或签/比例)
instance, otherwise one per candidate (the first to act completes the engine task; the others are then
cancelled here). Open rows whose engine task is no longer READY (after back, jump, end, delete-sign, or a
sibling's completion) are closed as `cancelled`. Rows without an engine task id (app-level sub-tasks) are
left alone; app-level rows that carry their engine task's id count as that task's open row."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from SpiffWorkflow.bpmn import BpmnWorkflow
from SpiffWorkflow.bpmn.specs.mixins.multiinstance_task import MultiInstanceTask
from SpiffWorkflow.bpmn.specs.mixins.user_task import UserTask
from SpiffWorkflow.task import Task
from SpiffWorkflow.util.task import TaskState
from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.modules.workflow.engine.parser import signers_key
from sitesafe.modules.workflow.models import TASK_CANCELLED, TASK_TODO, TASK_WAITING, BpmInstance, BpmTask

Candidates = Callable[[str], list[int]]  # node id -> user ids


@dataclass
class SyncResult:
    created: list[BpmTask] = field(default_factory=list)
    cancelled: list[BpmTask] = field(default_factory=list)


def ready_user_tasks(wf: BpmnWorkflow) -> list[Task]:
    return [t for t in wf.get_tasks(state=TaskState.READY) if isinstance(t.task_spec, UserTask)]


def node_id(task: Task) -> str:
    return str(task.task_spec.bpmn_id)


def signer_of(task: Task) -> int | None:
    """The signer of a multi-instance instance (its input item), None for a plain user task."""
    parent = task.parent
    if parent is None or not isinstance(parent.task_spec, MultiInstanceTask):
        return None
    if task.task_spec.name != parent.task_spec.task_spec:  # the node after a countersign node
        return None
    item = parent.task_spec.input_item
    value = task.data.get(item.bpmn_id) if item is not None else None
    return int(value) if value is not None else 0


def prepare_signers(data: dict[str, Any], node_config: dict[str, Any], candidates: Candidates) -> None:
    """Put each multi-instance node's signer list into `data` before the engine runs; a node nobody can
    sign gets [0], which `sync_tasks` refuses when (and only if) the node is reached."""
    for node, cfg in node_config.items():
        if cfg.get("multi", "none") != "none":
            data[signers_key(node)] = candidates(node) or [0]


def sync_tasks(
    db: Session,
    instance: BpmInstance,
    wf: BpmnWorkflow,
    node_config: dict[str, Any],
    candidates: Candidates,
    now: datetime,
) -> SyncResult:
    result = SyncResult()
    ready = {str(t.id): t for t in ready_user_tasks(wf)}
    open_rows = list(
        db.execute(
            select(BpmTask).where(
                BpmTask.instance_id == instance.id,
                BpmTask.status == TASK_TODO,
                BpmTask.engine_task_id.is_not(None),
            )
        ).scalars()
    )
    covered = {r.engine_task_id for r in open_rows}
    for row in open_rows:
        if row.engine_task_id not in ready:
            row.status, row.finish_time = TASK_CANCELLED, now
            result.cancelled.append(row)
    gone = [row.id for row in result.cancelled]
    if gone:  # the app-level sub-tasks (加签) of a task that went away go with it
        subs = db.execute(
            select(BpmTask).where(
                BpmTask.parent_task_id.in_(gone), BpmTask.status.in_((TASK_TODO, TASK_WAITING))
            )
        ).scalars()
        for sub in subs:
            sub.status, sub.finish_time = TASK_CANCELLED, now
            result.cancelled.append(sub)
    for engine_id, task in ready.items():
        if engine_id in covered:
            continue
        node = node_id(task)
        cfg = node_config.get(node, {})
        signer = signer_of(task)
        users = [signer] if signer is not None else candidates(node)
        if not users or 0 in users:
            raise AppError(ErrorCode.WF_NO_ASSIGNEE, node=task.task_spec.bpmn_name or node)
        for user in users:
            row = BpmTask(
                id=new_id(),
                instance_id=instance.id,
                definition_id=instance.definition_id,
                definition_key=instance.definition_key,
                instance_title=instance.title,
                initiator_id=instance.initiator_id,
                engine_task_id=engine_id,
                node_id=node,
                node_name=task.task_spec.bpmn_name or node,
                assignee_id=user,
                owner_id=user,
                sign_mode=cfg.get("multi", "none") if signer is not None else "none",
                status=TASK_TODO,
                create_time=now,
            )
            db.add(row)
            result.created.append(row)
    return result


def active_node_names(wf: BpmnWorkflow) -> str:
    names: list[str] = []
    for task in ready_user_tasks(wf):
        name = task.task_spec.bpmn_name or node_id(task)
        if name not in names:
            names.append(name)
    return "、".join(names)[:500]
