from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.system.app.service import service

router = crud_router(service)


@router.post("/sysApp/setAsDefault", response_model=Envelope[None])
def sys_app_set_as_default(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """设为默认应用"""
    service.set_as_default(act, body.id)
    return ok(None)
