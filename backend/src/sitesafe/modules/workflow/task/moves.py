"""Actions that move the token: 退回 back, 跳转 jump, 终止 end (engine operations in `engine.ops`)."""

from __future__ import annotations

from uuid import UUID

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.workflow.engine import ops
from sitesafe.modules.workflow.models import INSTANCE_REJECTED, INSTANCE_TERMINATED, TASK_DONE
from sitesafe.modules.workflow.task import engine_io, signs
from sitesafe.modules.workflow.task.frame import Frame, open_task
from sitesafe.modules.workflow.task.runtime_schemas import ActionBody, ActionResult, NodeBody

JUMP_REASONS = {
    "parallel_branch": "目标节点在并行分支中",
    "not_user_task": "目标不是审批节点",
    "same_node": "流程已在该节点",
    "unknown_node": "流程中没有该节点",
}


def engine_id(frame: Frame) -> UUID:
    if frame.task.engine_task_id is None:
        raise AppError(ErrorCode.WF_BUTTON_DISABLED, action="该操作")
    return UUID(frame.task.engine_task_id)


def _close(frame: Frame, action: str, comment: str | None) -> None:
    """The acting task is done with this action; when an administrator acts, sync cancels it instead."""
    if frame.task.assignee_id == frame.act.user.user_id:
        frame.finish(action, comment, TASK_DONE)


def _result(frame: Frame, created: list[int]) -> ActionResult:
    return frame.result(created)


def back(act: Act, body: NodeBody) -> ActionResult:
    """退回 to a node this instance has passed (main path, or the start of a parallel block)."""
    frame = open_task(act, body.id, "back")
    signs.require_no_open_signs(frame, "back")
    run = engine_io.begin(frame)
    try:
        with engine_io.engine_call():
            ops.back(run.wf, engine_id(frame), body.target_node_id)
    except ops.OpRefused as refused:
        if refused.reason == "parallel_branch":
            raise AppError(ErrorCode.WF_BACK_PARALLEL) from refused
        raise AppError(ErrorCode.WF_BACK_NOT_VISITED) from refused
    _close(frame, "back", body.comment)
    frame.log("back", body.comment, to_node=body.target_node_id)
    result = engine_io.finish(frame, run)
    act.commit()
    return _result(frame, [t.id for t in result.created])


def jump(act: Act, body: NodeBody) -> ActionResult:
    """跳转 to a main-path approval node, backward or forward (the assignee or an administrator)."""
    frame = open_task(act, body.id, "jump", admin=True)
    signs.require_no_open_signs(frame, "jump")
    run = engine_io.begin(frame)
    try:
        with engine_io.engine_call():
            ops.jump(run.wf, engine_id(frame), body.target_node_id)
    except ops.OpRefused as refused:
        reason = JUMP_REASONS.get(refused.reason, refused.reason)
        raise AppError(ErrorCode.WF_JUMP_TARGET, reason=reason) from refused
    _close(frame, "jump", body.comment)
    frame.log("jump", body.comment, to_node=body.target_node_id)
    result = engine_io.finish(frame, run)
    act.commit()
    return _result(frame, [t.id for t in result.created])


def end(act: Act, body: ActionBody) -> ActionResult:
    """终止: the assignee ends the instance as rejected (an administrator's end is a termination)."""
    frame = open_task(act, body.id, "end", admin=True)
    run = engine_io.begin(frame)
    with engine_io.engine_call():
        ops.end(run.wf)
    by_assignee = frame.task.assignee_id == act.user.user_id
    _close(frame, "end", body.comment)
    frame.log("end", body.comment)
    status = INSTANCE_REJECTED if by_assignee else INSTANCE_TERMINATED
    engine_io.finish(frame, run, status=status, reason=body.comment)
    act.commit()
    return _result(frame, [])
