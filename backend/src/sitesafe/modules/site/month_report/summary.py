"""`planSummary`: a linked plan's nodes planned to end in the report's month, to prefill the report."""

from __future__ import annotations

import calendar
from datetime import date

from sitesafe.crud.context import Act
from sitesafe.modules.site.month_report.schemas import PlanSummaryOut
from sitesafe.modules.site.month_report.service import require_month
from sitesafe.modules.site.plan import nodes, progress
from sitesafe.modules.site.plan.service import plan_nodes
from sitesafe.modules.site.plan.service import service as plan_service


def plan_summary(act: Act, month: str, plan_id: int) -> PlanSummaryOut:
    require_month(month)
    plan = plan_service.readable(act, plan_id)
    tree = progress.Tree(plan_nodes(act, [plan.id]))
    year, number = int(month[:4]), int(month[5:])
    first, last = date(year, number, 1), date(year, number, calendar.monthrange(year, number)[1])
    due = [n for n in nodes.views(act, tree, nested=False) if first <= n.plan_end <= last]
    done = [n.name for n in due if n.status == progress.DONE]
    delayed = [n.name for n in due if n.status == progress.DELAYED]
    text = f"本月计划完成节点{len(due)}个，已完成{len(done)}个，延期{len(delayed)}个；"
    text += f"计划总体完成度{tree.completion()}%。"
    if done:
        text += f"已完成：{'、'.join(done)}。"
    if delayed:
        text += f"已延期：{'、'.join(delayed)}。"
    return PlanSummaryOut(
        plan_id=plan.id,
        plan_name=plan.name,
        month=month,
        completion=tree.completion(),
        total=len(due),
        done=len(done),
        delayed=len(delayed),
        text=text,
        nodes=due,
    )
