"""Actions that only move people: 转办 turn, 委托 entrust and its 归还 resolve, 抄送 cc."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow import notify
from sitesafe.modules.workflow.cc.service import copy_to
from sitesafe.modules.workflow.task import signs
from sitesafe.modules.workflow.task.frame import open_task
from sitesafe.modules.workflow.task.runtime_schemas import ActionBody, ActionResult, UserBody, UsersBody

STATUS_NORMAL = 0


def live_users(act: Act, user_ids: Sequence[int]) -> list[int]:
    """The given users, each once, all of them live (else 5005013)."""
    wanted = list(dict.fromkeys(user_ids))
    found = set(
        act.db.execute(
            select(SysUser.id).where(SysUser.id.in_(wanted), SysUser.status == STATUS_NORMAL)
        ).scalars()
    )
    if not wanted or len(found) != len(wanted):
        raise AppError(ErrorCode.WF_USER_INVALID)
    return wanted


def _hand_over(act: Act, body: UserBody, action: str) -> ActionResult:
    frame = open_task(act, body.id, action)
    signs.require_no_open_signs(frame, action)
    (user_id,) = live_users(act, [body.user_id])
    if user_id == act.user.user_id:
        raise AppError(ErrorCode.WF_TURN_SELF)
    task = frame.task
    frame.history(action, body.comment)
    task.owner_id = (task.owner_id or act.user.user_id) if action == "turn" else act.user.user_id
    task.assignee_id = user_id
    task.delegation = "pending" if action == "entrust" else None
    notify.queue_task(act.db, task)
    frame.log(action, body.comment, payload={"userId": str(user_id)})
    frame.bump()
    act.commit()
    return frame.result([task.id])


def turn(act: Act, body: UserBody) -> ActionResult:
    """转办: the task belongs to the other user from now on; the history keeps who had it."""
    return _hand_over(act, body, "turn")


def entrust(act: Act, body: UserBody) -> ActionResult:
    """委托: the delegate handles the task and gives it back to its owner with 归还."""
    return _hand_over(act, body, "entrust")


def resolve(act: Act, body: ActionBody) -> ActionResult:
    """归还: the delegate hands a delegated task back to its owner with an opinion."""
    frame = open_task(act, body.id, "resolve")
    task = frame.task
    if task.delegation != "pending" or task.owner_id is None:
        raise AppError(ErrorCode.WF_NOT_DELEGATED)
    frame.history("resolve", body.comment)
    task.assignee_id = task.owner_id
    task.delegation = "resolved"
    notify.queue_task(act.db, task)
    frame.log("resolve", body.comment, payload={"userId": str(task.owner_id)})
    frame.bump()
    act.commit()
    return frame.result([task.id])


def cc(act: Act, body: UsersBody) -> ActionResult:
    """抄送: read-only copies of the instance for the chosen users (each once per node)."""
    frame = open_task(act, body.id, "cc")
    users = live_users(act, body.user_ids)
    added = copy_to(
        act, frame.instance, users, node=(frame.task.node_id, frame.task.node_name), task_id=frame.task.id
    )
    frame.log("cc", body.comment, payload={"userIds": [str(c.user_id) for c in added]})
    frame.bump()
    act.commit()
    return frame.result([frame.task.id])
