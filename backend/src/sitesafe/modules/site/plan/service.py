"""进度计划's declaration and rules; the manage core does the approval, the lists and the extension form."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, func, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.lookups import CREATOR, labels, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import require_dict, today
from sitesafe.modules.site.plan.models import SitePlan, SitePlanNode
from sitesafe.modules.site.plan.progress import Tree, trees_by_plan
from sitesafe.modules.site.plan.schemas import PlanAdd, PlanEdit, PlanOut, PlanQuery

PLAN_TYPES = "plan_type"

PLAN = Resource(
    name="sitePlan",
    title="进度计划",
    model=SitePlan,
    out=PlanOut,
    add=PlanAdd,
    edit=PlanEdit,
    not_found=ErrorCode.PLAN_NOT_EXIST,
    query=PlanQuery,
    filters=(Like("name"), Eq("plan_type")),
    sortable={"planStart": "plan_start", "planEnd": "plan_end", "createTime": "create_time"},
    default_order=("-plan_start", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("计划名称", "name", 30),
        ExcelColumn("计划类型", "plan_type_name", 12),
        ExcelColumn("计划开始日期", "plan_start", 14),
        ExcelColumn("计划完成日期", "plan_end", 14),
        ExcelColumn("完成度（%）", "completion", 12),
        ExcelColumn("节点数", "node_count", 8),
        ExcelColumn("延期节点数", "delayed_count", 10),
        ExcelColumn("编制人", "create_user_name", 12),
    ),
    tags=("进度计划",),
    lookups=(users(CREATOR), labels(("plan_type", PLAN_TYPES, "plan_type_name"))),
)


def plan_nodes(act: Act, plan_ids: Sequence[int]) -> list[SitePlanNode]:
    if not plan_ids:
        return []
    stmt = select(SitePlanNode).where(SitePlanNode.plan_id.in_(list(plan_ids)))
    return list(act.db.execute(stmt).scalars())


class PlanService(ManageService):
    file_fields = ("attachments",)

    def outs(self, act: Act, rows: Sequence[SitePlan]) -> list[BaseModel]:
        trees = trees_by_plan(plan_nodes(act, [r.id for r in rows]))
        now = today(act.ctx)
        out: list[BaseModel] = []
        for r, item in zip(rows, super().outs(act, rows), strict=True):
            tree = trees.get(r.id) or Tree([])
            extra = {
                "completion": tree.completion(),
                "node_count": len(tree.nodes),
                "delayed_count": tree.delayed(now),
            }
            out.append(item.model_copy(update=extra))
        return out

    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, PLAN_TYPES, row.plan_type, "plan_type", "计划类型")
        if row.plan_start > row.plan_end:
            raise AppError(ErrorCode.PLAN_DATE_ORDER, ErrorCode.PLAN_DATE_ORDER.message.format(what="计划"))
        if action == "edit":
            span = act.db.execute(
                select(func.min(SitePlanNode.plan_start), func.max(SitePlanNode.plan_end)).where(
                    SitePlanNode.plan_id == row.id
                )
            ).one()
            if span[0] is not None and (span[0] < row.plan_start or span[1] > row.plan_end):
                message = ErrorCode.PLAN_NODES_OUTSIDE.message.format(start=span[0], end=span[1])
                raise AppError(ErrorCode.PLAN_NODES_OUTSIDE, message)

    def check_submit(self, act: Act, row: Any) -> None:
        found = act.db.execute(select(SitePlanNode.id).where(SitePlanNode.plan_id == row.id).limit(1))
        if found.first() is None:
            raise AppError(ErrorCode.PLAN_NO_NODES)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        super().before_delete(act, rows, ids)
        act.db.execute(delete(SitePlanNode).where(SitePlanNode.plan_id.in_(ids)))


service = PlanService(PLAN, "site_plan")
