"""A plan's nodes: the tree (read by whoever may read the plan), its structure (changed only while the plan
is editable: draft, rejected or withdrawn) and the progress of its leaves (reported once the plan is
approved, by the node's responsible people, the plan's author or the project's manager)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import delete, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.guards import claim_version
from sitesafe.modules.site.manage import models as m
from sitesafe.modules.site.manage.flow import user_names
from sitesafe.modules.site.person.lookups import today
from sitesafe.modules.site.plan.models import SitePlan, SitePlanNode
from sitesafe.modules.site.plan.progress import ROOT, STATUS_NAMES, Tree, duration
from sitesafe.modules.site.plan.schemas import NodeAdd, NodeEdit, NodeOut, NodeProgress
from sitesafe.modules.site.plan.service import plan_nodes, service
from sitesafe.modules.site.project.models import Project, ProjectMember


def _ids(value: str | None) -> list[int]:
    return [int(p) for p in (value or "").split(",") if p]


def _error(error: ErrorCode, **values: Any) -> AppError:
    return AppError(error, error.message.format(**values))


def views(act: Act, tree: Tree, *, nested: bool = True) -> list[NodeOut]:
    """The nodes as answered: nested under their parents, or flat in tree order."""
    now = today(act.ctx)
    people = user_names(act.db, [u for n in tree.nodes.values() for u in _ids(n.responsible_ids)])
    flat: list[NodeOut] = []

    def view(node: SitePlanNode) -> NodeOut:
        start, end = tree.actual(node)
        responsible = _ids(node.responsible_ids)
        status = tree.status(node, now)
        out = NodeOut(
            id=node.id, plan_id=node.plan_id, parent_id=node.parent_id, name=node.name, sort=node.sort,
            plan_start=node.plan_start, plan_end=node.plan_end,
            duration=duration(node.plan_start, node.plan_end), actual_start=start, actual_end=end,
            progress=tree.progress(node), status=status,
            status_name=STATUS_NAMES[status], key_node=node.key_node, responsible_ids=responsible,
            responsible_names=[people[u] for u in responsible if u in people], location=node.location,
            progress_note=node.progress_note, leaf=tree.is_leaf(node), version=node.version,
        )  # fmt: skip
        flat.append(out)
        kids = [view(k) for k in tree.children.get(node.id, [])]
        if nested:
            out.children = kids
        return out

    roots = [view(n) for n in tree.roots]
    return roots if nested else flat


def node_tree(act: Act, plan_id: int) -> list[NodeOut]:
    plan = service.readable(act, plan_id)
    return views(act, Tree(plan_nodes(act, [plan.id])))


def _node(act: Act, node_id: int) -> SitePlanNode:
    row = act.db.get(SitePlanNode, node_id)
    if row is None:
        raise AppError(ErrorCode.PLAN_NODE_NOT_EXIST)
    return row


def _editable_plan(act: Act, plan_id: int, action: str) -> SitePlan:
    plan: SitePlan = service.writable(act, plan_id, action)
    if plan.approve_status not in m.EDITABLE:
        raise AppError(ErrorCode.PLAN_STRUCTURE_LOCKED)
    return plan


def _place(act: Act, plan: SitePlan, tree: Tree, row: SitePlanNode, body: NodeAdd | NodeEdit) -> None:
    """Checks the node's parent, dates and responsible people, then writes them onto the row."""
    parent = None
    if body.parent_id != ROOT:
        parent = tree.nodes.get(body.parent_id)
        if parent is None:
            raise AppError(ErrorCode.PLAN_NODE_PARENT_INVALID)
    start, end = body.plan_start, body.plan_end
    if start > end:
        raise _error(ErrorCode.PLAN_DATE_ORDER, what="节点计划")
    if start < plan.plan_start or end > plan.plan_end:
        raise _error(ErrorCode.PLAN_NODE_OUT_OF_PLAN, start=plan.plan_start, end=plan.plan_end)
    if parent is not None and (start < parent.plan_start or end > parent.plan_end):
        raise _error(ErrorCode.PLAN_NODE_OUT_OF_PARENT, start=parent.plan_start, end=parent.plan_end)
    kids = tree.children.get(row.id, [])
    if kids:
        low, high = min(k.plan_start for k in kids), max(k.plan_end for k in kids)
        if low < start or high > end:
            raise _error(ErrorCode.PLAN_NODE_CHILDREN_OUTSIDE, start=low, end=high)
    wanted = list(dict.fromkeys(body.responsible_ids))
    if wanted:
        members = select(ProjectMember.user_id).where(
            ProjectMember.project_id == plan.project_id, ProjectMember.user_id.in_(wanted)
        )
        if set(act.db.execute(members).scalars()) != set(wanted):
            raise AppError(ErrorCode.PLAN_RESPONSIBLE_INVALID)
    row.parent_id, row.name, row.sort = body.parent_id, body.name, body.sort
    row.plan_start, row.plan_end, row.key_node, row.location = start, end, body.key_node, body.location
    row.responsible_ids = "," + ",".join(map(str, wanted)) + "," if wanted else None


def add_node(act: Act, body: NodeAdd) -> SitePlanNode:
    plan = _editable_plan(act, body.plan_id, "nodeAdd")
    row = SitePlanNode(id=new_id(), plan_id=plan.id, project_id=plan.project_id, progress=0, version=0)
    _place(act, plan, Tree(plan_nodes(act, [plan.id])), row, body)
    act.db.add(row)
    act.commit()
    return row


def edit_node(act: Act, body: NodeEdit) -> None:
    row = _node(act, body.id)
    plan = _editable_plan(act, row.plan_id, "nodeEdit")
    tree = Tree(plan_nodes(act, [plan.id]))
    if body.parent_id == row.id or body.parent_id in tree.descendant_ids(row.id):
        raise AppError(ErrorCode.PLAN_NODE_PARENT_LOOP)
    claim_version(act, body, row)
    _place(act, plan, tree, row, body)
    act.commit()


def delete_nodes(act: Act, ids: Sequence[int]) -> None:
    """Deletes leaves only: a node with children (other than ones deleted with it) is refused."""
    rows = [_node(act, i) for i in ids]
    doomed = set(ids)
    for plan_id in {r.plan_id for r in rows}:
        _editable_plan(act, plan_id, "nodeDelete")
        tree = Tree(plan_nodes(act, [plan_id]))
        for row in rows:
            if row.plan_id == plan_id and any(k.id not in doomed for k in tree.children.get(row.id, [])):
                raise _error(ErrorCode.PLAN_NODE_HAS_CHILDREN, name=row.name)
    act.db.execute(delete(SitePlanNode).where(SitePlanNode.id.in_(list(doomed))))
    act.commit()


def _may_report(act: Act, plan: SitePlan, row: SitePlanNode) -> bool:
    me = act.user.user_id
    if act.user.is_super or me == plan.create_user or me in _ids(row.responsible_ids):
        return True
    manager = act.db.execute(select(Project.manager_id).where(Project.id == plan.project_id)).scalar()
    return manager is not None and manager == me


def _check_actual(body: NodeProgress, now: date) -> None:
    start, end, progress = body.actual_start, body.actual_end, body.progress
    reason = None
    if start is not None and start > now:
        reason = "实际开始日期不能晚于今天"
    elif end is not None and end > now:
        reason = "实际完成日期不能晚于今天"
    elif end is not None and start is None:
        reason = "请先填写实际开始日期"
    elif start is not None and end is not None and start > end:
        reason = "实际完成日期不能早于实际开始日期"
    elif progress > 0 and start is None:
        reason = "已有进度时请填写实际开始日期"
    elif progress == 100 and end is None:
        reason = "完成度为100%时请填写实际完成日期"
    elif end is not None and progress < 100:
        reason = "填写实际完成日期时完成度应为100%"
    if reason is not None:
        raise _error(ErrorCode.PLAN_ACTUAL_INVALID, reason=reason)


def report_progress(act: Act, body: NodeProgress) -> None:
    row = _node(act, body.id)
    plan: SitePlan = service.writable(act, row.plan_id, "nodeProgress")
    if plan.approve_status != m.APPROVED:
        raise AppError(ErrorCode.PLAN_NOT_APPROVED)
    if not _may_report(act, plan, row):
        raise AppError(ErrorCode.PLAN_PROGRESS_FORBIDDEN)
    if not Tree(plan_nodes(act, [plan.id])).is_leaf(row):
        raise AppError(ErrorCode.PLAN_NODE_PARENT_PROGRESS)
    _check_actual(body, today(act.ctx))
    claim_version(act, body, row)
    row.actual_start, row.actual_end, row.progress = body.actual_start, body.actual_end, body.progress
    row.progress_note = body.progress_note
    act.commit()
