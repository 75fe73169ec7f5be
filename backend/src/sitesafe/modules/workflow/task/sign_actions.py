"""加签 / 减签 actions, and what a submit means for tasks with added signers (`intercept_submit`)."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.workflow.engine import ops
from sitesafe.modules.workflow.engine.sync import prepare_signers
from sitesafe.modules.workflow.form.values import merge_values
from sitesafe.modules.workflow.instance import runtime
from sitesafe.modules.workflow.models import TASK_DONE, TASK_REMOVED, TASK_TODO, BpmTask
from sitesafe.modules.workflow.task import engine_io, signs
from sitesafe.modules.workflow.task.frame import Frame, open_task
from sitesafe.modules.workflow.task.moves import engine_id
from sitesafe.modules.workflow.task.people import live_users
from sitesafe.modules.workflow.task.runtime_schemas import ActionResult, AddSignBody, DeleteSignBody

SIGN_REFUSALS = {
    "last_signer": ErrorCode.WF_SIGN_LAST,
    "not_pending": ErrorCode.WF_SIGN_NOT_PENDING,
    "not_multi": ErrorCode.WF_SIGN_NOT_PENDING,
}
SIGNER_ITEM = "wf_signer_"


def _node_rows(frame: Frame) -> list[BpmTask]:
    """The open engine-backed rows of the same node (the countersigners)."""
    t = frame.task
    return list(
        frame.act.db.execute(
            select(BpmTask).where(
                BpmTask.instance_id == t.instance_id,
                BpmTask.node_id == t.node_id,
                BpmTask.status == TASK_TODO,
                BpmTask.engine_task_id.is_not(None),
            )
        ).scalars()
    )


def _result(frame: Frame, created: list[int]) -> ActionResult:
    return frame.result(created)


def add_sign(act: Act, body: AddSignBody) -> ActionResult:
    """加签: more signers on a countersign node, else before/after/parallel sub-tasks."""
    frame = open_task(act, body.id, "addSign")
    if frame.task.delegation in (signs.SIGNING, signs.SIGNED):
        raise AppError(ErrorCode.WF_ADD_SIGN_OUTSTANDING, action="加签")
    users = live_users(act, body.user_ids)
    if signs.is_multi(frame.task):
        if any(u in {r.assignee_id for r in _node_rows(frame)} for u in users):
            raise AppError(ErrorCode.WF_SIGN_USERS)
        run = engine_io.begin(frame)
        try:
            with engine_io.engine_call():
                ops.add_signers(run.wf, engine_id(frame), users)
        except ops.OpRefused as refused:
            raise AppError(ErrorCode.WF_BUTTON_DISABLED, action="加签") from refused
        frame.log("addSign", body.comment, payload={"userIds": [str(u) for u in users], "mode": "multi"})
        created = [t.id for t in engine_io.finish(frame, run).created]
    else:
        created = [t.id for t in signs.add_subtasks(frame, users, body.mode)]
        frame.log("addSign", body.comment, payload={"userIds": [str(u) for u in users], "mode": body.mode})
        frame.bump()
    act.commit()
    return _result(frame, created)


def delete_sign(act: Act, body: DeleteSignBody) -> ActionResult:
    """减签: remove signers who have not acted (countersign instances or added signers)."""
    frame = open_task(act, body.id, "deleteSign")
    ids = list(dict.fromkeys(body.task_ids))
    if frame.task.id in ids:
        raise AppError(ErrorCode.WF_SIGN_NOT_PENDING)
    payload = {"taskIds": [str(i) for i in ids]}
    created: list[int] = []
    if signs.is_multi(frame.task):
        rows = {r.id: r for r in _node_rows(frame)}
        if any(i not in rows for i in ids):
            raise AppError(ErrorCode.WF_SIGN_NOT_PENDING)
        run = engine_io.begin(frame)
        try:
            with engine_io.engine_call():
                ops.remove_signers(run.wf, [UUID(rows[i].engine_task_id or "") for i in ids])
        except ops.OpRefused as refused:
            raise AppError(SIGN_REFUSALS.get(refused.reason, ErrorCode.WF_SIGN_NOT_PENDING)) from refused
        now = act.ctx.clock.now()
        for i in ids:
            rows[i].status, rows[i].action, rows[i].finish_time = TASK_REMOVED, "deleteSign", now
        frame.log("deleteSign", body.comment, payload=payload)
        created = [t.id for t in engine_io.finish(frame, run).created]
    else:
        removed = signs.remove_subtasks(frame, ids)
        frame.log("deleteSign", body.comment, payload=payload)
        created = _after_sub_task(frame, removed[0])
    act.commit()
    return _result(frame, created)


def _after_sub_task(frame: Frame, sub: BpmTask) -> list[int]:
    """Once the last added signer is through: the waiting task returns, or completes in the engine."""
    found = signs.parent_after_sign(frame.act, sub)
    if found is None:
        frame.bump()
        return []
    parent, values, comment = found
    return complete(Frame(frame.act, parent, frame.instance, frame.definition), values, comment)


def complete(frame: Frame, values: dict[str, Any] | None, comment: str | None) -> list[int]:
    """Completes the frame's engine task with the assignee's recorded (already checked) values, as
    `/flwTask/submit` would have."""
    run = engine_io.begin(frame)
    engine_task = run.wf.get_task_from_id(engine_id(frame))
    if values is not None:
        run.instance.form_values = json.dumps(values, ensure_ascii=False)
    pick = engine_io.picker(frame, run)
    with engine_io.engine_call():
        data = runtime.routing_data(run, run.values)
        runtime.run_listeners(run, frame.task.node_id, "complete", data)
        engine_task.data.update(data)
        prepare_signers(engine_task.data, run.nodes, pick)
        for key in [k for k in engine_task.data if k.startswith(SIGNER_ITEM)]:
            del engine_task.data[key]
        engine_task.run()
    frame.finish("submit", comment, TASK_DONE)
    frame.task.delegation = None
    frame.log("submit", comment, payload={"afterSigners": True})
    return [t.id for t in engine_io.finish(frame, run).created]


def intercept_submit(
    act: Act, task_id: int, comment: str | None, values: dict[str, Any] | None
) -> ActionResult | None:
    """Called first by `/flwTask/submit`: an added signer's opinion, a delegate's refused submit, or an
    assignee's decision while added signers are open. None: an ordinary submit, for the engine."""
    task = act.db.get(BpmTask, task_id)
    if task is None or (task.sign_mode in signs.MULTI_MODES and task.delegation != "pending"):
        return None
    if task.delegation == "pending" or (task.engine_task_id is None and task.sign_mode in signs.SUB_MODES):
        frame = open_task(act, task_id, "submit")
        stored = json.loads(frame.instance.form_values or "{}")
        if any(stored.get(k) != v for k, v in (values or {}).items()):
            raise AppError(ErrorCode.WF_FORM_READONLY)
        frame.finish("submit", comment, TASK_DONE)
        frame.log("submit", comment, payload={"addSign": task.sign_mode})
        created = _after_sub_task(frame, task)
        act.commit()
        return _result(frame, created)
    if task.delegation not in (signs.SIGNING, signs.SIGNED) and not signs.open_subtasks(act, task):
        return None
    frame = open_task(act, task_id, "submit")
    run = runtime.load(act.db, frame.instance.id)
    design = run.design
    merged = (
        merge_values(design, run.values, values, run.perms(task.node_id), start=False) if design else None
    )
    if not signs.record_decision(frame, comment, merged if merged is not None else run.values):
        frame.log("submit", comment, payload={"waitingForSigners": True})
        frame.bump()
        act.commit()
        return _result(frame, [])
    return None
