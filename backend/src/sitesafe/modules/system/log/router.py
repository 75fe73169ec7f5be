from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.log.admin_service import op_log_service, vis_log_service

router = make_router(tags=["日志管理"])
crud_router(op_log_service, router)
crud_router(vis_log_service, router)


@router.post("/sysOpLog/delete", response_model=Envelope[None])
def sys_op_log_delete(act: ActDep) -> EnvelopeResponse:
    """清空操作日志"""
    op_log_service.clear(act)
    return ok(None)


@router.post("/sysVisLog/delete", response_model=Envelope[None])
def sys_vis_log_delete(act: ActDep) -> EnvelopeResponse:
    """清空访问日志"""
    vis_log_service.clear(act)
    return ok(None)
