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
from sitesafe.modules.workflow import api as workflow

ACTION_TEXTS = {
    **workflow.ACTION_NAMES,
    **{"start": "提交审批", "submit": "通过", "end": "驳回", "withdraw": "撤回", "terminate": "终止"},
}


business_key = workflow.business_key
ext_design = workflow.ext_design  # the extension form: the form bound to the module's deployed process


def checked_ext_values(db: Session, key: str, stored: dict[str, Any], given: dict[str, Any] | None) -> str:
    """The extension values after an add/edit, validated by the renderer's validator (JSON text)."""
    design = ext_design(db, key)
    if design is None:
        return json.dumps(stored if given is None else {}, ensure_ascii=False)
    values = workflow.merged_values(design, stored, given or {})
    return json.dumps(values, ensure_ascii=False)


def start(act: Act, row: Any, name: str, key: str, cc: Sequence[int], comment: str | None) -> Any:
    values = json.loads(row.ext_values or "{}")
    business = business_key(name, row.id)
    return workflow.start(
        act, key, values, business=business, project_id=row.project_id, cc=cc, comment=comment
    )


def took_part(db: Session, name: str, row_id: int, user_id: int) -> bool:
    """The caller approved, was asked to approve or was copied on an instance of this record."""
    return workflow.took_part(db, business_key(name, row_id), user_id)


def view(act: Act, row: Any, name: str) -> FlowOut:
    """审批记录: every instance of the record, oldest first (a rejected record submitted again has more)."""
    db, me = act.db, act.user.user_id
    line = workflow.timeline(db, business_key(name, row.id))
    current, logs, ccs = line.current, line.logs, line.ccs
    people = user_names(db, [*(e.actor_id for e in logs), *(c.user_id for c in ccs)])
    running = current is not None and current.status == workflow.INSTANCE_RUNNING
    task = workflow.open_task(db, current.id, me) if current and running else None
    return FlowOut(
        record_id=row.id,
        approve_status=row.approve_status,
        instance_id=current.id if current else None,
        instance_status=current.status if current else None,
        current_nodes=current.current_nodes if running and current else None,
        my_task_id=task.id if task else None,
        can_approve=task is not None,
        can_withdraw=bool(
            running and current and current.initiator_id == me and not workflow.acted_on(db, current.id)
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


def ended(db: Session, instance: workflow.BpmInstance, model: type[Any], on_end: Any) -> None:
    """The record follows its instance: approved → 已通过, withdrawn → 已撤回, rejected/terminated → 已驳回.
    Only the record's current instance moves it."""
    row_id = int((instance.business_key or ":0").split(":", 1)[1])
    row = db.get(model, row_id)
    if row is None or row.instance_id != instance.id or row.approve_status != m.PENDING:
        return
    if instance.status == workflow.INSTANCE_APPROVED:
        row.approve_status = m.APPROVED
        row.ext_values = instance.form_values or row.ext_values
    elif instance.status == workflow.INSTANCE_WITHDRAWN:
        row.approve_status = m.WITHDRAWN
    else:
        row.approve_status = m.REJECTED
    row.approve_time = instance.end_time
    on_end(db, row, instance)


def require_task(act: Act, row: Any) -> workflow.BpmTask:
    task = workflow.open_task(act.db, row.instance_id, act.user.user_id)
    if row.approve_status != m.PENDING or task is None:
        raise AppError(ErrorCode.MANAGE_NOT_YOUR_TASK)
    return task
