"""Reading instances: the admin page, 我的申请, detail (form, values, tasks, timeline) and tracking data.

Who may read one instance: its initiator, anyone who had a task on it or a copy (cc), and holders of
the administrators' `flwInstance:page`."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from SpiffWorkflow.bpmn.specs.mixins.inclusive_gateway import InclusiveGateway
from SpiffWorkflow.bpmn.specs.mixins.parallel_gateway import ParallelGateway
from SpiffWorkflow.util.task import TaskState
from sqlalchemy import func, or_, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.form.values import visible_values
from sitesafe.modules.workflow.instance import runtime
from sitesafe.modules.workflow.instance.schemas import (
    InstanceDetail,
    InstanceOut,
    InstanceQuery,
    TaskBrief,
    TimelineItem,
    Tracking,
)
from sitesafe.modules.workflow.models import (
    INSTANCE_RUNNING,
    TASK_DONE,
    BpmActionLog,
    BpmCc,
    BpmDefinition,
    BpmInstance,
    BpmTask,
)

ADMIN_PERMISSION = "flwInstance:page"


def names(act: Act, ids: Iterable[int | None]) -> dict[int, str]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    return dict(act.db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(wanted))).all())


def _out(act: Act, rows: Sequence[BpmInstance]) -> list[InstanceOut]:
    people = names(act, (r.initiator_id for r in rows))
    ids = {r.definition_id for r in rows}
    titles = (
        dict(
            act.db.execute(
                select(BpmDefinition.id, BpmDefinition.name).where(BpmDefinition.id.in_(ids))
            ).all()
        )
        if ids
        else {}
    )
    out = []
    for row in rows:
        item = InstanceOut.model_validate(row)
        item.initiator_name = people.get(row.initiator_id)
        item.definition_name = titles.get(row.definition_id)
        out.append(item)
    return out


def page(act: Act, query: InstanceQuery, params: PageParams, *, mine: bool) -> PageResult[InstanceOut]:
    conditions: list[Any] = []
    if mine:
        conditions.append(BpmInstance.initiator_id == act.user.user_id)
    elif query.initiator_id is not None:
        conditions.append(BpmInstance.initiator_id == query.initiator_id)
    if query.title:
        conditions.append(BpmInstance.title.contains(query.title.strip(), autoescape=True))
    if query.definition_key:
        conditions.append(BpmInstance.definition_key == query.definition_key)
    if query.status:
        conditions.append(BpmInstance.status == query.status)
    total = act.db.execute(select(func.count()).select_from(BpmInstance).where(*conditions)).scalar() or 0
    rows = act.db.execute(
        select(BpmInstance)
        .where(*conditions)
        .order_by(BpmInstance.start_time.desc(), BpmInstance.id.desc())
        .offset(params.offset)
        .limit(params.page_size)
    ).scalars()
    return page_result(_out(act, list(rows)), total, params)


def readable(act: Act, instance_id: int) -> BpmInstance:
    row = act.db.get(BpmInstance, instance_id)
    if row is None:
        raise AppError(ErrorCode.WF_INSTANCE_NOT_EXIST)
    me = act.user.user_id
    if row.initiator_id == me or act.has_permission(ADMIN_PERMISSION):
        return row
    took_part = (
        act.db.execute(
            select(BpmTask.id)
            .where(BpmTask.instance_id == instance_id, or_(BpmTask.assignee_id == me, BpmTask.owner_id == me))
            .limit(1)
        ).first()
        or act.db.execute(
            select(BpmCc.id).where(BpmCc.instance_id == instance_id, BpmCc.user_id == me).limit(1)
        ).first()
    )
    if took_part is None:
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    return row


def timeline(act: Act, instance_id: int) -> list[TimelineItem]:
    logs = list(
        act.db.execute(
            select(BpmActionLog)
            .where(BpmActionLog.instance_id == instance_id)
            .order_by(BpmActionLog.create_time, BpmActionLog.id)
        ).scalars()
    )
    people = names(act, (entry.actor_id for entry in logs))
    return [
        TimelineItem(
            node=entry.node_name,
            node_id=entry.node_id,
            user=people.get(entry.actor_id) if entry.actor_id else None,
            user_id=entry.actor_id,
            action=entry.action,
            comment=entry.comment,
            time=entry.create_time,
        )
        for entry in logs
    ]


def detail(act: Act, instance_id: int) -> InstanceDetail:
    row = readable(act, instance_id)
    run = runtime.load(act.db, instance_id, running=False)
    tasks = list(
        act.db.execute(
            select(BpmTask)
            .where(BpmTask.instance_id == instance_id)
            .order_by(BpmTask.create_time, BpmTask.id)
        ).scalars()
    )
    people = names(act, (t.assignee_id for t in tasks))
    briefs = []
    for task in tasks:
        brief = TaskBrief.model_validate(task)
        brief.assignee_name = people.get(task.assignee_id)
        briefs.append(brief)
    values = run.values
    me = act.user.user_id
    if row.initiator_id != me and not act.has_permission(ADMIN_PERMISSION):
        # a participant sees what their (latest) node shows; a copy's reader what the copied node shows
        mine = [t.node_id for t in tasks if me in (t.assignee_id, t.owner_id)]
        copied = act.db.execute(
            select(BpmCc.node_id).where(BpmCc.instance_id == instance_id, BpmCc.user_id == me).limit(1)
        ).scalar()
        node = mine[-1] if mine else copied
        values = visible_values(values, run.perms(node) if node else {}, start=False)
    can_withdraw = (
        row.status == INSTANCE_RUNNING
        and row.initiator_id == me
        and bool(run.process.get("allowWithdraw", True))
        and not any(t.status == TASK_DONE for t in tasks)
    )
    return InstanceDetail(
        instance=_out(act, [row])[0],
        form=run.definition.form_snapshot,
        values=values,
        tasks=briefs,
        timeline=timeline(act, instance_id),
        can_withdraw=can_withdraw,
    )


def tracking(act: Act, instance_id: int) -> Tracking:
    """The diagram with the nodes and flows the token passed and where it is now."""
    readable(act, instance_id)
    run = runtime.load(act.db, instance_id, running=False)
    flows = json.loads(run.definition.flow_index)
    finished: list[str] = []
    active: list[str] = []
    taken: list[str] = []
    running = run.instance.status == INSTANCE_RUNNING
    joins: set[str] = set()
    for task in run.wf.get_tasks():
        node = getattr(task.task_spec, "bpmn_id", None)
        if node is None:
            continue
        reached = task.has_state(TaskState.COMPLETED)
        if reached:
            _add(finished, node)
        elif running and task.has_state(TaskState.READY | TaskState.STARTED):
            _add(active, node)
            reached = True
        if reached and isinstance(task.task_spec, ParallelGateway | InclusiveGateway):
            joins.add(node)
        parent = task.parent
        parent_node = getattr(parent.task_spec, "bpmn_id", None) if parent is not None else None
        if reached and parent_node and parent_node != node and parent.has_state(TaskState.COMPLETED):
            flow = flows.get(f"{parent_node}>{node}")
            if flow:
                _add(taken, flow)
    for pair, flow in flows.items():  # a join is reached along every branch, the tree keeps one
        source, target = pair.split(">", 1)
        if target in joins and source in finished:
            _add(taken, flow)
    done_nodes = act.db.execute(
        select(BpmTask.node_id)
        .where(BpmTask.instance_id == instance_id, BpmTask.status == TASK_DONE)
        .distinct()
    ).scalars()
    for node in done_nodes:
        _add(finished, node)
    finished = [n for n in finished if n not in active]
    return Tracking(
        bpmn_xml=run.definition.bpmn_xml,
        finished_node_ids=finished,
        active_node_ids=active,
        finished_flow_ids=taken,
        timeline=timeline(act, instance_id),
    )


def _add(items: list[str], value: str) -> None:
    if value not in items:
        items.append(value)
