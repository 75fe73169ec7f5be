"""The bridge between a management record and its workflow instance: submit (start), approve (the
caller's task submitted), reject (the caller's task ended as rejected), withdraw, the 审批记录 view, and
the end listener that moves the record with its instance."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.site.manage import models as m
from sitesafe.modules.site.manage.schemas import CcUser, FlowOut, FlowStep
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.definition.service import startable
from sitesafe.modules.workflow.form.values import load_design, merge_values
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

ACTION_TEXTS = {**ACTION_NAMES, "start": "提交审批", "submit": "通过", "end": "驳回", "withdraw": "撤回",
                "terminate": "终止"}  # fmt: skip


def business_key(name: str, row_id: int) -> str:
    return f"{name}:{row_id}"


def definition_of(db: Session, key: str) -> BpmDefinition | None:
    """The newest live version of the module's process (None when none is deployed)."""
    return db.execute(
        select(BpmDefinition)
        .where(BpmDefinition.key == key, BpmDefinition.status != 2)
        .order_by(BpmDefinition.version.desc())
        .limit(1)
    ).scalar_one_or_none()


def ext_design(db: Session, key: str) -> dict[str, Any] | None:
    """The extension form: the form bound to the module's deployed process, as deployed."""
    definition = definition_of(db, key)
    if definition is None or not definition.form_snapshot:
        return None
    return load_design(definition.form_snapshot)


def checked_ext_values(db: Session, key: str, stored: dict[str, Any], given: dict[str, Any] | None) -> str:
    """The extension values after an add/edit, validated by the renderer's validator (JSON text)."""
    design = ext_design(db, key)
    if design is None:
        return json.dumps(stored if given is None else {}, ensure_ascii=False)
    values = merge_values(design, stored, given or {}, {}, start=True)
    return json.dumps(values, ensure_ascii=False)


def start(act: Act, row: Any, name: str, key: str, cc: Sequence[int], comment: str | None) -> BpmInstance:
    from sitesafe.modules.workflow.instance.service import start_instance  # the runtime imports late

    definition = startable(act, key)
    values = json.loads(row.ext_values or "{}")
    instance = start_instance(
        act,
        definition,
        values,
        comment=comment,
        business_key=business_key(name, row.id),
        project_id=row.project_id,
        cc_user_ids=list(cc),
    )
    return instance


def open_task_of(db: Session, instance_id: int | None, user_id: int) -> BpmTask | None:
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
    return (
        db.execute(
            select(BpmTask.id).where(BpmTask.instance_id == instance_id, BpmTask.status == TASK_DONE).limit(1)
        ).first()
        is not None
    )


def took_part(db: Session, name: str, row_id: int, user_id: int) -> bool:
    """The caller approved, was asked to approve or was copied on an instance of this record."""
    instances = select(BpmInstance.id).where(BpmInstance.business_key == business_key(name, row_id))
    task = db.execute(
        select(BpmTask.id).where(BpmTask.instance_id.in_(instances), BpmTask.assignee_id == user_id).limit(1)
    ).first()
    if task is not None:
        return True
    cc = db.execute(
        select(BpmCc.id).where(BpmCc.instance_id.in_(instances), BpmCc.user_id == user_id).limit(1)
    ).first()
    return cc is not None


def view(act: Act, row: Any, name: str) -> FlowOut:
    """审批记录: every instance of the record, oldest first (a rejected record submitted again has more)."""
    db, me = act.db, act.user.user_id
    instances = list(
        db.execute(
            select(BpmInstance)
            .where(BpmInstance.business_key == business_key(name, row.id))
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
    current = instances[-1] if instances else None
    ccs = (
        list(
            db.execute(
                select(BpmCc).where(BpmCc.instance_id == current.id).order_by(BpmCc.create_time)
            ).scalars()
        )
        if current
        else []
    )
    people = user_names(db, [*(e.actor_id for e in logs), *(c.user_id for c in ccs)])
    task = open_task_of(db, current.id, me) if current and current.status == INSTANCE_RUNNING else None
    running = current is not None and current.status == INSTANCE_RUNNING
    return FlowOut(
        record_id=row.id,
        approve_status=row.approve_status,
        instance_id=current.id if current else None,
        instance_status=current.status if current else None,
        current_nodes=current.current_nodes if running and current else None,
        my_task_id=task.id if task else None,
        can_approve=task is not None,
        can_withdraw=bool(
            running and current and current.initiator_id == me and not acted_on(db, current.id)
        ),
        can_submit=row.approve_status in m.EDITABLE,
        timeline=[
            FlowStep(
                time=e.create_time,
                action=e.action,
                action_name=ACTION_TEXTS.get(e.action, e.action),
                node_name=e.node_name,
                user_id=e.actor_id,
                user_name=people.get(e.actor_id) if e.actor_id else None,
                comment=e.comment,
            )
            for e in logs
        ],
        cc_users=[
            CcUser(id=c.user_id, name=people.get(c.user_id), read=c.read_time is not None) for c in ccs
        ],
    )


def user_names(db: Session, ids: Sequence[int | None]) -> dict[int, str]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    return {
        uid: name for uid, name in db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(wanted)))
    }


def ended(db: Session, instance: BpmInstance, model: type[Any], on_end: Any) -> None:
    """The record follows its instance: approved → 已通过, withdrawn → 已撤回, rejected/terminated → 已驳回.
    Only the record's current instance moves it."""
    row_id = int((instance.business_key or ":0").split(":", 1)[1])
    row = db.get(model, row_id)
    if row is None or row.instance_id != instance.id or row.approve_status != m.PENDING:
        return
    if instance.status == INSTANCE_APPROVED:
        row.approve_status = m.APPROVED
        row.ext_values = instance.form_values or row.ext_values
    elif instance.status == INSTANCE_WITHDRAWN:
        row.approve_status = m.WITHDRAWN
    else:
        row.approve_status = m.REJECTED
    row.approve_time = instance.end_time
    on_end(db, row, instance)


def require_task(act: Act, row: Any) -> BpmTask:
    task = open_task_of(act.db, row.instance_id, act.user.user_id)
    if row.approve_status != m.PENDING or task is None:
        raise AppError(ErrorCode.MANAGE_NOT_YOUR_TASK)
    return task
