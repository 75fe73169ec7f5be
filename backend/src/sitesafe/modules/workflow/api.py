"""The workflow's public face: what a business module (a record approved through a process) may use.

A record's instance carries the business key `<prefix>:<record id>`. A module starts it, withdraws it,
approves or rejects the caller's task on it, reads its timeline and its people's open tasks and copies,
and learns of its end through a listener registered at start-up. Nothing else of the workflow's
submodules is for other modules (an import-linter contract keeps it so)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.workflow import hooks
from sitesafe.modules.workflow.definition.service import startable
from sitesafe.modules.workflow.form.values import field_keys, load_design, merge_values
from sitesafe.modules.workflow.instance.service import start_instance
from sitesafe.modules.workflow.instance.service import withdraw as withdraw_instance
from sitesafe.modules.workflow.models import (
    INSTANCE_APPROVED,
    INSTANCE_RUNNING,
    INSTANCE_WITHDRAWN,
    TASK_DONE,
    TASK_TODO,
    BpmActionLog,
    BpmCc,
    BpmDefinition,
    BpmInstance,
    BpmTask,
)
from sitesafe.modules.workflow.task.frame import ACTION_NAMES
from sitesafe.modules.workflow.task.moves import end
from sitesafe.modules.workflow.task.runtime_schemas import ActionBody
from sitesafe.modules.workflow.task.sign_actions import intercept_submit
from sitesafe.modules.workflow.task.submit import SubmitBody, submit

__all__ = [
    "ACTION_NAMES",
    "INSTANCE_APPROVED",
    "INSTANCE_RUNNING",
    "INSTANCE_WITHDRAWN",
    "BpmInstance",
    "BpmTask",
    "Timeline",
    "acted_on",
    "approve",
    "business_key",
    "ccs_of",
    "counts",
    "ext_design",
    "field_keys",
    "merged_values",
    "on_end",
    "open_task",
    "reject",
    "start",
    "timeline",
    "todo_of",
    "took_part",
    "withdraw",
]

on_end = hooks.on_end  # (prefix, listener(db, instance)): called inside the ending action's transaction


def business_key(prefix: str, record_id: int) -> str:
    return f"{prefix}:{record_id}"


def _record_id(key: str) -> int:
    return int(key.split(":", 1)[1])


def _definition(db: Session, key: str) -> BpmDefinition | None:
    """The newest live version of the process `key` (None when none is deployed)."""
    return db.execute(
        select(BpmDefinition)
        .where(BpmDefinition.key == key, live(BpmDefinition))
        .order_by(BpmDefinition.version.desc())
        .limit(1)
    ).scalar_one_or_none()


def ext_design(db: Session, key: str) -> dict[str, Any] | None:
    """The form bound to the deployed process `key`, as deployed (None without one)."""
    definition = _definition(db, key)
    if definition is None or not definition.form_snapshot:
        return None
    return load_design(definition.form_snapshot)


def merged_values(design: dict[str, Any], stored: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """The form's values after a start-time edit, validated by the renderer's rules."""
    return merge_values(design, stored, given, {}, start=True)


def start(
    act: Act,
    key: str,
    values: dict[str, Any],
    *,
    business: str,
    project_id: int | None,
    cc: Sequence[int] = (),
    comment: str | None = None,
) -> BpmInstance:
    """Starts the newest version of process `key` for the caller, in the caller's transaction."""
    return start_instance(
        act,
        startable(act, key),
        values,
        comment=comment,
        business_key=business,
        project_id=project_id,
        cc_user_ids=list(cc),
    )


def withdraw(act: Act, instance_id: int) -> None:
    """撤回: the initiator, while nobody has acted on it."""
    withdraw_instance(act, instance_id)


def approve(act: Act, task_id: int, comment: str | None, form_values: dict[str, Any] | None) -> None:
    """通过: the caller's task submitted (an added signer's or delegate's rules first)."""
    if intercept_submit(act, task_id, comment, form_values) is None:
        submit(act, SubmitBody(id=task_id, comment=comment, form_values=form_values))


def reject(act: Act, task_id: int, comment: str | None) -> None:
    """驳回: the caller's task ends the instance as rejected."""
    end(act, ActionBody(id=task_id, comment=comment))


def open_task(db: Session, instance_id: int | None, user_id: int) -> BpmTask | None:
    """The user's oldest open task on the instance."""
    if instance_id is None:
        return None
    return db.execute(
        select(BpmTask)
        .where(
            BpmTask.instance_id == instance_id, BpmTask.assignee_id == user_id, BpmTask.status == TASK_TODO
        )
        .order_by(BpmTask.create_time)
        .limit(1)
    ).scalar_one_or_none()


def acted_on(db: Session, instance_id: int) -> bool:
    """Somebody has completed a task of the instance."""
    done = select(BpmTask.id).where(BpmTask.instance_id == instance_id, BpmTask.status == TASK_DONE)
    return db.execute(done.limit(1)).first() is not None


def took_part(db: Session, business: str, user_id: int) -> bool:
    """The user approved, was asked to approve or was copied on an instance of the record."""
    instances = select(BpmInstance.id).where(BpmInstance.business_key == business)
    task = select(BpmTask.id).where(BpmTask.instance_id.in_(instances), BpmTask.assignee_id == user_id)
    if db.execute(task.limit(1)).first() is not None:
        return True
    cc = select(BpmCc.id).where(BpmCc.instance_id.in_(instances), BpmCc.user_id == user_id)
    return db.execute(cc.limit(1)).first() is not None


@dataclass
class Timeline:
    """Every instance of a record (oldest first), their action logs, and the copies of the current one."""

    instances: list[BpmInstance]
    logs: list[BpmActionLog]
    ccs: list[BpmCc]

    @property
    def current(self) -> BpmInstance | None:
        return self.instances[-1] if self.instances else None


def timeline(db: Session, business: str) -> Timeline:
    instances = list(
        db.execute(
            select(BpmInstance)
            .where(BpmInstance.business_key == business)
            .order_by(BpmInstance.start_time, BpmInstance.id)
        ).scalars()
    )
    ids = [i.id for i in instances]
    logs = (
        list(
            db.execute(
                select(BpmActionLog)
                .where(BpmActionLog.instance_id.in_(ids))
                .order_by(BpmActionLog.create_time, BpmActionLog.id)
            ).scalars()
        )
        if ids
        else []
    )
    ccs = (
        list(
            db.execute(
                select(BpmCc).where(BpmCc.instance_id == ids[-1]).order_by(BpmCc.create_time)
            ).scalars()
        )
        if ids
        else []
    )
    return Timeline(instances, logs, ccs)


def todo_of(db: Session, user_id: int, prefix: str) -> dict[int, tuple[int, str | None]]:
    """Record id -> (task id, node name) of the user's open tasks on records of `prefix`."""
    tasks = (
        select(BpmTask.id, BpmTask.node_name, BpmInstance.business_key)
        .join(BpmInstance, BpmInstance.id == BpmTask.instance_id)
        .where(
            BpmTask.assignee_id == user_id,
            BpmTask.status == TASK_TODO,
            BpmInstance.business_key.like(f"{prefix}:%"),
        )
    )
    return {_record_id(key): (tid, node) for tid, node, key in db.execute(tasks)}


def ccs_of(db: Session, user_id: int, prefix: str) -> dict[int, datetime]:
    """Record id -> when the approval of a record of `prefix` was first copied to the user."""
    ccs = (
        select(BpmCc.create_time, BpmInstance.business_key)
        .join(BpmInstance, BpmInstance.id == BpmCc.instance_id)
        .where(BpmCc.user_id == user_id, BpmInstance.business_key.like(f"{prefix}:%"))
        .order_by(BpmCc.create_time)
    )
    found: dict[int, datetime] = {}
    for time, key in db.execute(ccs):
        found.setdefault(_record_id(key), time)
    return found


def counts(db: Session, project_id: int, user_id: int) -> tuple[int, int]:
    """(instances running in the project, the user's open tasks there)."""
    running = db.execute(
        select(func.count())
        .select_from(BpmInstance)
        .where(BpmInstance.project_id == project_id, BpmInstance.status == INSTANCE_RUNNING)
    ).scalar_one()
    mine = db.execute(
        select(func.count())
        .select_from(BpmTask)
        .join(BpmInstance, BpmInstance.id == BpmTask.instance_id)
        .where(
            BpmTask.assignee_id == user_id,
            BpmTask.status == TASK_TODO,
            BpmInstance.project_id == project_id,
        )
    ).scalar_one()
    return int(running), int(mine)
