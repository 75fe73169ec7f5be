"""月报 endpoints: the manage core's routes plus the linked plan's summary of the month."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.modules.site.manage.router import manage_router
from sitesafe.modules.site.month_report.schemas import PlanSummaryOut, PlanSummaryQuery
from sitesafe.modules.site.month_report.service import service
from sitesafe.modules.site.month_report.summary import plan_summary

router = manage_router(service)


@router.get("/siteMonthReport/planSummary", response_model=Envelope[PlanSummaryOut])
def site_month_report_plan_summary(
    act: ActDep, query: Annotated[PlanSummaryQuery, Query()]
) -> EnvelopeResponse:
    """月报关联计划的本月节点"""
    return ok(plan_summary(act, query.month, query.plan_id))
