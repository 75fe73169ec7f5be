"""安全检查's routes: the manage core's (CRUD + approval), the rectification steps, the history, the
board's figures; the hazard category tree's routes; and the reminder job's registration."""

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery
from sitesafe.modules.site.inspection import rectify, stats
from sitesafe.modules.site.inspection import reminders as _reminders  # noqa: F401  (registers the job)
from sitesafe.modules.site.inspection.category import router as category_router
from sitesafe.modules.site.inspection.schemas import LogOut, RectifyBody, ReviewBody, StatsOut
from sitesafe.modules.site.inspection.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)
router.include_router(category_router)


@router.post("/siteInspection/rectify", response_model=Envelope[None])
def site_inspection_rectify(body: RectifyBody, act: ActDep) -> EnvelopeResponse:
    """安全检查提交整改"""
    rectify.rectify(act, body)
    return ok(None)


@router.post("/siteInspection/review", response_model=Envelope[None])
def site_inspection_review(body: ReviewBody, act: ActDep) -> EnvelopeResponse:
    """安全检查复查"""
    rectify.review(act, body)
    return ok(None)


@router.get("/siteInspection/logs", response_model=Envelope[list[LogOut]])
def site_inspection_logs(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """安全检查整改记录"""
    return ok(rectify.logs(act, id))


@router.get("/siteInspection/stats", response_model=Envelope[StatsOut])
def site_inspection_stats(act: ActDep) -> EnvelopeResponse:
    """安全检查统计"""
    return ok(stats.stats(act))
