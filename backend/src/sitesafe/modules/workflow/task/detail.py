"""任务详情 (the form with the node's field permissions, buttons, back and jump targets, open signers)
and 选人 (candidates for the next approval node)."""

from __future__ import annotations

import json
from uuid import UUID

from SpiffWorkflow.bpmn import BpmnWorkflow
from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.engine import assign, ops
from sitesafe.modules.workflow.models import TASK_TODO, BpmCc, BpmDefinition, BpmInstance, BpmTask
from sitesafe.modules.workflow.task import engine_io, signs
from sitesafe.modules.workflow.task.frame import Frame, open_task
from sitesafe.modules.workflow.task.lists import to_rows, user_names
from sitesafe.modules.workflow.task.runtime_schemas import (
    NodeRef,
    SignerRef,
    TaskDetail,
    UserBrief,
    UserSelectQuery,
)

MAX_CANDIDATES = 500
STATUS_NORMAL = 0


def _frame_for_reading(act: Act, task_id: int) -> Frame:
    task = act.db.get(BpmTask, task_id)
    instance = act.db.get(BpmInstance, task.instance_id) if task else None
    definition = act.db.get(BpmDefinition, task.definition_id) if task else None
    if task is None or instance is None or definition is None:
        raise AppError(ErrorCode.WF_TASK_MISSING)
    frame = Frame(act, task, instance, definition)
    me = act.user.user_id
    copied = act.db.execute(
        select(BpmCc.id).where(BpmCc.instance_id == instance.id, BpmCc.user_id == me).limit(1)
    ).first()
    if (
        me not in (task.assignee_id, task.owner_id, instance.initiator_id)
        and not copied
        and not frame.is_admin
    ):
        raise AppError(ErrorCode.WF_NOT_TASK_ASSIGNEE)
    return frame


def _node_name(wf: BpmnWorkflow, node: str) -> str:
    spec = wf.spec.task_specs[node]
    if spec.bpmn_name:
        return str(spec.bpmn_name)
    if ops.is_user_node(spec):
        return node
    firsts = [o.bpmn_name or o.bpmn_id for o in spec.outputs]
    return f"{'、'.join(firsts)}（并行）"


def _field_perms(frame: Frame) -> dict[str, str]:
    if frame.is_sub_task or frame.task.delegation == "pending" or frame.task.status != TASK_TODO:
        perms = frame.node.get("fieldPerms") or {}
        return {k: ("hidden" if v == "hidden" else "read") for k, v in perms.items()}
    found = frame.node.get("fieldPerms")
    return dict(found) if isinstance(found, dict) else {}


def _signers(frame: Frame) -> list[SignerRef]:
    act, t = frame.act, frame.task
    if signs.is_multi(t):
        rows = list(
            act.db.execute(
                select(BpmTask).where(
                    BpmTask.instance_id == t.instance_id,
                    BpmTask.node_id == t.node_id,
                    BpmTask.status == TASK_TODO,
                    BpmTask.engine_task_id.is_not(None),
                    BpmTask.id != t.id,
                )
            ).scalars()
        )
        kind = "multi"
    else:
        rows, kind = signs.open_subtasks(act, t), "addSign"
    names = user_names(act.db, [r.assignee_id for r in rows])
    return [
        SignerRef(
            task_id=r.id,
            user_id=r.assignee_id,
            user_name=names.get(r.assignee_id),
            status=r.status,
            kind=kind,
        )
        for r in rows
    ]


def detail(act: Act, task_id: int) -> TaskDetail:
    frame = _frame_for_reading(act, task_id)
    task, instance = frame.task, frame.instance
    perms = _field_perms(frame)
    values = json.loads(instance.form_values or "{}")
    values = {k: v for k, v in values.items() if perms.get(k) != "hidden"}
    acting = (
        task.status == TASK_TODO and task.assignee_id == act.user.user_id and instance.status == "running"
    )
    buttons = frame.buttons if acting and task.delegation not in (signs.SIGNING, signs.SIGNED) else []
    back: list[NodeRef] = []
    jump: list[NodeRef] = []
    if acting and task.engine_task_id and ({"back", "jump"} & set(buttons)):
        wf = engine_io.read(frame).wf
        engine_task = UUID(task.engine_task_id)
        if "back" in buttons:
            back = [NodeRef(id=n, name=_node_name(wf, n)) for n in ops.back_targets(wf, engine_task)]
        if "jump" in buttons:
            jump = [NodeRef(id=n, name=_node_name(wf, n)) for n in ops.jump_targets(wf) if n != task.node_id]
    initiator = user_names(act.db, [instance.initiator_id]).get(instance.initiator_id)
    return TaskDetail(
        task=to_rows(act.db, [task])[0],
        instance={
            "id": str(instance.id),
            "title": instance.title,
            "status": instance.status,
            "definitionKey": instance.definition_key,
            "definitionName": frame.definition.name,
            "initiatorId": str(instance.initiator_id),
            "initiatorName": initiator,
            "currentNodes": instance.current_nodes,
            "startTime": instance.start_time.strftime("%Y-%m-%d %H:%M:%S"),
        },
        form=json.loads(frame.definition.form_snapshot) if frame.definition.form_snapshot else None,
        values=values,
        field_perms=perms,
        buttons=buttons,
        back_targets=back,
        jump_targets=jump,
        signers=_signers(frame),
        waiting_for_sign=task.delegation in (signs.SIGNING, signs.SIGNED),
    )


def _next_nodes(wf: BpmnWorkflow, node: str) -> list[str]:
    """Approval nodes reachable from `node` through gateways and events (not through other tasks)."""
    found: list[str] = []
    seen: set[str] = set()
    stack = list(wf.spec.task_specs[node].outputs)
    while stack:
        spec = stack.pop(0)
        if spec.name in seen:
            continue
        seen.add(spec.name)
        if ops.is_user_node(spec):
            found.append(spec.bpmn_id)
        else:
            stack.extend(spec.outputs)
    return found


def user_select(act: Act, query: UserSelectQuery) -> list[UserBrief]:
    """Who may be chosen for the next approval node: its rule's users, or every active user."""
    frame = open_task(act, query.id, "userSelect")
    run = engine_io.read(frame)
    nodes = _next_nodes(run.wf, frame.task.node_id)
    node = query.node_id or (nodes[0] if nodes else None)
    if node is None or node not in nodes:
        raise AppError(ErrorCode.WF_USER_SELECT_NONE)
    rule = run.nodes.get(node, {}).get("assignee")
    ids = assign.resolve(act.db, rule, frame.instance.initiator_id, frame.instance.project_id)
    stmt = select(SysUser.id, SysUser.name, SysUser.account).where(SysUser.status == STATUS_NORMAL)
    if ids:
        stmt = stmt.where(SysUser.id.in_(ids))
    rows = act.db.execute(stmt.order_by(SysUser.id).limit(MAX_CANDIDATES)).all()
    return [UserBrief(id=r.id, name=r.name, account=r.account) for r in rows]
