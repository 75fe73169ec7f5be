from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.site.notice.service import service

router = crud_router(service)


@router.post("/projectNotice/publish", response_model=Envelope[None])
def project_notice_publish(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """发布项目公告"""
    service.publish(act, body.id)
    return ok(None)


@router.post("/projectNotice/withdraw", response_model=Envelope[None])
def project_notice_withdraw(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """撤回项目公告"""
    service.withdraw(act, body.id)
    return ok(None)
