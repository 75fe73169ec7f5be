"""提交 (submit/agree) a to-do: the assignee completes the engine task with the node's form values.

The submitted values pass the node's field permissions (read/hidden fields cannot change) and the shared
form validator; routing fields go to the engine, the full values to `bpm_instance.form_values`. Then the
engine runs on: exclusive gateways evaluate their safe conditions, parallel gateways split and join, a
countersign node completes by its rule (all / any / ratio). One transaction with the action log row and
the engine state saved under the instance's revision."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

from pydantic import Field
from SpiffWorkflow.util.task import TaskState

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.routing import make_router
from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.schemas import Text
from sitesafe.modules.workflow.engine.sync import prepare_signers
from sitesafe.modules.workflow.form.values import merge_values
from sitesafe.modules.workflow.instance import runtime
from sitesafe.modules.workflow.models import TASK_DONE, TASK_TODO, BpmInstance, BpmTask
from sitesafe.modules.workflow.task.sign_actions import intercept_submit

SIGNER_ITEM = "wf_signer_"


class SubmitBody(CamelModel):
    id: IdStr = Field(title="任务")
    comment: Text | None = Field(None, max_length=1000, title="审批意见")
    form_values: dict[str, Any] | None = Field(None, title="表单数据")
    next_assignees: dict[str, list[IdStr]] | None = Field(None, title="下一节点审批人")
    rev: int | None = Field(None, ge=0, title="流程版本")


class SubmitResult(CamelModel):
    instance_id: IdStr
    instance_status: str
    rev: int


def own_todo(act: Act, task_id: int) -> BpmTask:
    """The caller's open task, or the refusal saying why not."""
    task = act.db.get(BpmTask, task_id)
    if task is None:
        raise AppError(ErrorCode.WF_TASK_MISSING)
    if task.assignee_id != act.user.user_id:
        raise AppError(ErrorCode.WF_NOT_TASK_ASSIGNEE)
    if task.status != TASK_TODO:
        raise AppError(ErrorCode.WF_TASK_NOT_TODO)
    return task


def submit(act: Act, body: SubmitBody) -> runtime.Run:
    task = own_todo(act, body.id)
    run = runtime.load(act.db, task.instance_id)
    runtime.claim(act.db, run, body.rev)
    engine_task = run.wf.get_task_from_id(UUID(task.engine_task_id)) if task.engine_task_id else None
    if engine_task is None or not engine_task.has_state(TaskState.READY):
        raise AppError(ErrorCode.WF_INSTANCE_REV_STALE)
    now = act.ctx.clock.now()
    design = run.design
    values = run.values
    if design is not None:
        values = merge_values(design, values, body.form_values, run.perms(task.node_id), start=False)
    run.instance.form_values = json.dumps(values, ensure_ascii=False)
    pick = runtime.candidates(act.db, run, body.next_assignees)
    with runtime.engine_call():
        data = runtime.routing_data(run, values)
        runtime.run_listeners(run, task.node_id, "complete", data)
        engine_task.data.update(data)
        prepare_signers(engine_task.data, run.nodes, pick)
        for key in [k for k in engine_task.data if k.startswith(SIGNER_ITEM)]:
            del engine_task.data[key]
        engine_task.run()
    task.status, task.action, task.comment, task.finish_time = TASK_DONE, "submit", body.comment, now
    task.form_values = json.dumps(body.form_values, ensure_ascii=False) if body.form_values else None
    runtime.advance(act.db, run, pick, act.user.user_id, now)
    runtime.log(
        act.db, run, act.user.user_id, "submit", now, task_id=task.id, node_id=task.node_id,
        node_name=task.node_name, comment=body.comment,
    )  # fmt: skip
    runtime.save(run, now)
    act.commit()
    return run


router = make_router()


@router.post("/flwTask/submit", response_model=Envelope[SubmitResult])
def flw_task_submit(body: SubmitBody, act: ActDep) -> EnvelopeResponse:
    """提交任务"""
    signed = intercept_submit(act, body.id, body.comment, body.form_values)
    if signed is not None:
        instance = act.db.get(BpmInstance, signed.instance_id)
        assert instance is not None
        return ok(SubmitResult(instance_id=instance.id, instance_status=instance.status, rev=instance.rev))
    run = submit(act, body)
    return ok(
        SubmitResult(instance_id=run.instance.id, instance_status=run.instance.status, rev=run.instance.rev)
    )
