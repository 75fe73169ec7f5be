from __future__ import annotations

from sitesafe.core.access import LOGIN_ONLY, CurrentDataScope, CurrentUser
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.system.dashboard import personal, service
from sitesafe.modules.system.dashboard.schemas import AnalysisOut, MineOut, MonitorOut, WorkplaceOut

router = make_router(tags=["主控面板"])


@router.get("/sysDashboard/analysis", response_model=Envelope[AnalysisOut])
def sys_dashboard_analysis(ctx: Ctx, db: DbSession, scope: CurrentDataScope) -> EnvelopeResponse:
    """分析页：用户、访问、操作、公告、文件与项目的统计"""
    return ok(service.analysis(ctx, db, scope))


@router.get("/sysDashboard/monitor", response_model=Envelope[MonitorOut])
def sys_dashboard_monitor(ctx: Ctx, db: DbSession) -> EnvelopeResponse:
    """监控页：在线会话、近 24 小时的访问与操作、最近的失败操作"""
    return ok(service.monitor(ctx, db))


@router.get("/sysDashboard/workplace", response_model=Envelope[WorkplaceOut])
def sys_dashboard_workplace(ctx: Ctx, db: DbSession, user: CurrentUser) -> EnvelopeResponse:
    """工作台：当前用户的项目、公告与近期操作"""
    return ok(personal.workplace(ctx, db, user))


@router.get("/sysDashboard/mine", openapi_extra=LOGIN_ONLY, response_model=Envelope[MineOut])
def sys_dashboard_mine(db: DbSession, user: CurrentUser) -> EnvelopeResponse:
    """个人中心：当前用户收到的和发布的公告"""
    return ok(personal.mine(db, user))
