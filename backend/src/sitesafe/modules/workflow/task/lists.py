"""待办 and 已办: the caller's task rows, newest first, read through (assignee_id, status, create_time)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.instance import views
from sitesafe.modules.workflow.models import TASK_DONE, TASK_TODO, BpmDefinition, BpmTask
from sitesafe.modules.workflow.task.runtime_schemas import InstanceTaskQuery, TaskQuery, TaskRow

COUNT_CAP = 10_000


def user_names(db: Session, ids: Iterable[int | None]) -> dict[int, str]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    rows = db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(wanted))).all()
    return {row.id: row.name for row in rows}


def to_rows(db: Session, tasks: Sequence[BpmTask]) -> list[TaskRow]:
    """Rows with the names of people and processes, two batched lookups for the whole page."""
    names = user_names(db, [i for t in tasks for i in (t.assignee_id, t.owner_id, t.initiator_id)])
    definition_ids = {t.definition_id for t in tasks}
    titles = (
        dict(
            db.execute(
                select(BpmDefinition.id, BpmDefinition.name).where(BpmDefinition.id.in_(definition_ids))
            ).all()
        )
        if definition_ids
        else {}
    )
    out = []
    for t in tasks:
        row = TaskRow.model_validate(t)
        row.title = t.instance_title
        row.definition_name = titles.get(t.definition_id)
        row.assignee_name = names.get(t.assignee_id)
        row.owner_name = names.get(t.owner_id) if t.owner_id is not None else None
        row.initiator_name = names.get(t.initiator_id)
        out.append(row)
    return out


def _conditions(act: Act, status: str, query: TaskQuery) -> list[Any]:
    found: list[Any] = [BpmTask.assignee_id == act.user.user_id, BpmTask.status == status]
    if query.definition_key:
        found.append(BpmTask.definition_key == query.definition_key)
    if query.initiator_id is not None:
        found.append(BpmTask.initiator_id == query.initiator_id)
    if query.search_key:
        found.append(BpmTask.instance_title.contains(query.search_key.strip(), autoescape=True))
    if query.start_time is not None:
        found.append(BpmTask.create_time >= query.start_time)
    if query.end_time is not None:
        found.append(BpmTask.create_time <= query.end_time)
    return found


def _page(act: Act, conditions: list[Any], params: PageParams) -> PageResult[TaskRow]:
    """One page read with one row more; the total is counted only when the page does not prove it."""
    stmt = (
        select(BpmTask)
        .where(*conditions)
        .order_by(BpmTask.create_time.desc(), BpmTask.id.desc())
        .offset(params.offset)
        .limit(params.page_size + 1)
    )
    tasks = list(act.db.execute(stmt).scalars())
    more = len(tasks) > params.page_size
    tasks = tasks[: params.page_size]
    if not more and (tasks or params.page_no == 1):
        total = params.offset + len(tasks)
        return page_result(to_rows(act.db, tasks), total, params)
    # Every list is one user's rows: the (assignee_id, status, create_time) index bounds the count, capped
    # so that a user with a huge backlog still gets a quick page (then "about N").
    capped = select(BpmTask.id).where(*conditions).limit(COUNT_CAP).subquery()
    total = act.db.execute(select(func.count()).select_from(capped)).scalar_one()
    total = max(total, params.offset + len(tasks))
    return page_result(to_rows(act.db, tasks), total, params, approx=total >= COUNT_CAP)


def todo_page(act: Act, query: TaskQuery, params: PageParams) -> PageResult[TaskRow]:
    return _page(act, _conditions(act, TASK_TODO, query), params)


def done_page(act: Act, query: TaskQuery, params: PageParams) -> PageResult[TaskRow]:
    return _page(act, _conditions(act, TASK_DONE, query), params)


def instance_tasks(act: Act, query: InstanceTaskQuery, params: PageParams) -> PageResult[TaskRow]:
    """Every task row of one instance (流程实例 admin screen), oldest first; only of an instance the
    caller may read (as its detail: the initiator, a participant, a copied user or a workflow admin)."""
    views.readable(act, query.instance_id)
    stmt = select(BpmTask).where(BpmTask.instance_id == query.instance_id)
    tasks = list(act.db.execute(stmt.order_by(BpmTask.create_time, BpmTask.id)).scalars())
    rows = to_rows(act.db, tasks)
    return page_result(rows[params.offset : params.offset + params.page_size], len(rows), params)
